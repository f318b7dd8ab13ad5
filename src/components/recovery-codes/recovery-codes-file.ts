/** The codes as a text file's content: a heading, the rule, one code per line (what Download, Copy and Print give). */
export function recoveryCodesText(heading: string, explanation: string, codes: readonly string[]): string {
  return [heading, '', explanation, '', ...codes, ''].join('\n');
}

/** Saves the text as a .txt file the browser downloads (no server round trip: the codes never leave the page). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has handed the file over
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Prints only the codes: a hidden frame holding them as preformatted text, so the page around them (and its
 * menus) stays off the paper. The frame goes once the print dialog closes.
 */
export function printText(title: string, text: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  const titleEl = doc.createElement('title');
  titleEl.textContent = title;
  doc.head.append(titleEl);
  const pre = doc.createElement('pre');
  pre.style.font = '14pt/1.6 monospace';
  pre.textContent = text;
  doc.body.append(pre);
  win.addEventListener('afterprint', () => frame.remove());
  win.focus();
  win.print();
}
