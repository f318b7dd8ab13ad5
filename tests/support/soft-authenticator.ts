/**
 * A software authenticator for tests: what a phone's or laptop's authenticator does in a WebAuthn ceremony,
 * with an EC P-256 key of node:crypto, so the sandbox verifies real attestation and assertion responses. Each
 * ceremony can be bent the ways the refusals need (another origin or RP ID, no user verification, a counter
 * that does not move). CBOR goes through @simplewebauthn/server's own encoder; only the byte layouts of
 * authenticatorData (WebAuthn §6.1) are written here.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface StoredCredential {
  id: Uint8Array<ArrayBuffer>;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** How one ceremony is answered; every field defaults to what an honest authenticator in that browser does. */
export interface CeremonyBending {
  /** the page's origin the browser writes into clientDataJSON */
  origin: string;
  /** the RP ID whose hash the authenticator signs; default: the options' */
  rpId?: string;
  /** whether the user was verified (PIN, biometrics); default true */
  userVerified?: boolean;
  /** the signature counter to report; default: one more than the last */
  counter?: number;
  /** answer with this credential (its id, base64url); default: the first allowed one, else the first stored */
  credentialId?: string;
}

const bytes = (value: Uint8Array | Buffer): Uint8Array<ArrayBuffer> => {
  const copy = new Uint8Array(value.length);
  copy.set(value);
  return copy;
};
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | Buffer) => isoBase64URL.fromBuffer(bytes(data));

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

/** The credential public key as COSE_Key (EC2, ES256, P-256). */
function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  const coords = (v: string | undefined) => bytes(Buffer.from(v!, 'base64url'));
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coords(jwk.x)],
      [-3, coords(jwk.y)],
    ]),
  );
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export class SoftAuthenticator {
  readonly credentials: StoredCredential[] = [];

  /** Answers navigator.credentials.create(): a new key, attestation "none". */
  register(options: PublicKeyCredentialCreationOptionsJSON, how: CeremonyBending): RegistrationResponseJSON {
    const rpId = how.rpId ?? options.rp.id!;
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = bytes(randomBytes(16));
    const counter = how.counter ?? 0;
    const flags = FLAG_UP | FLAG_AT | (how.userVerified === false ? 0 : FLAG_UV);
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      uint32(counter),
      Buffer.alloc(16), // AAGUID: none to tell, as with attestation "none"
      credentialIdLength,
      id,
      coseKey(privateKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', bytes(authData)],
      ]),
    );
    this.credentials.push({ id, privateKey, rpId, userHandle: options.user.id, counter });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, how.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Answers navigator.credentials.get() with one of its credentials: a signature over authData and the client data. */
  assert(options: PublicKeyCredentialRequestOptionsJSON, how: CeremonyBending): AuthenticationResponseJSON {
    const allowed = new Set((options.allowCredentials ?? []).map((c) => c.id));
    const credential =
      this.credentials.find((c) => b64url(c.id) === how.credentialId) ??
      this.credentials.find((c) => allowed.has(b64url(c.id))) ??
      this.credentials[0];
    if (!credential) throw new Error('the soft authenticator holds no credential');
    credential.counter = how.counter ?? credential.counter + 1;
    const rpId = how.rpId ?? options.rpId ?? credential.rpId;
    const flags = FLAG_UP | (how.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(credential.counter)]);
    const clientDataJSON = clientData('webauthn.get', options.challenge, how.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
