import type Database from 'better-sqlite3';

/** What a contract case gets to talk to the in-process sandbox. */
export interface ContractContext {
  /** call the sandbox in-process; token = access token or undefined */
  call(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /** logs in a demo account (password Demo-pass-1) and returns its access and refresh tokens */
  login(email: string): Promise<{ access: string; refresh: string; userId: string }>;
  /** a raw request to the sandbox app (non-JSON calls such as the identity provider's form posts) */
  fetch(request: Request): Promise<Response>;
  /** the sandbox's database (better-sqlite3), to look up ids */
  db: Database.Database;
}

/** One call of one contract operation, whose reply the runner checks against the contract. */
export interface ContractCase {
  operationId: string;
  /** expected HTTP status (default 200 or 201 as the contract declares) */
  status?: number;
  run(ctx: ContractContext): Promise<Response>;
}
