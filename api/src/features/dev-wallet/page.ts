const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where the page's script and style are served: files, so the page's CSP allows no inline code. */
export const ASSETS_PATH = '/dev/xaman/assets';

/** The approval page of the development wallet: type any r-address and approve or reject. */
export function devWalletPage(uuid: string, pending: boolean): string {
  const id = escapeHtml(uuid);
  const body = pending
    ? `<form id="approve" data-uuid="${id}">
  <label for="account">XRPL account (r-address)</label>
  <input id="account" name="account" required autocomplete="off" placeholder="rXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX">
  <div class="row"><button type="submit">Approve</button><button type="button" id="reject">Reject</button></div>
  <p id="result" role="status"></p>
</form>
<script src="${ASSETS_PATH}/approval.js"></script>`
    : '<p role="status">This sign-in request is no longer pending.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development wallet</title>
<link rel="stylesheet" href="${ASSETS_PATH}/approval.css">
</head>
<body><h1>Development wallet</h1>
<p>This offline stand-in for the Xaman app signs sign-in request <code>${id}</code>. It exists only when no Xaman keys are configured.</p>
${body}
</body></html>`;
}
