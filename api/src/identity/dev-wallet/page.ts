import { randomBytes } from 'node:crypto';
import type { PaymentRequest } from '../../adapters/xaman/types';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where the page's script and style are served: files, so the page's CSP allows no inline code. */
export const ASSETS_PATH = '/dev/xaman/assets';

/** A payment's fields: what it pays, and the hash of the transaction the approval stands for (any 64 hex digits offline). */
function paymentFields(payment: PaymentRequest): string {
  const txid = randomBytes(32).toString('hex').toUpperCase();
  return `<p>Payment of ${escapeHtml(payment.amountDrops)} drops to <code>${escapeHtml(payment.destination)}</code>: ${escapeHtml(payment.memo)}</p>
  <label for="txid">Transaction hash (txid)</label>
  <input id="txid" name="txid" required autocomplete="off" value="${txid}">`;
}

/** The approval page of the development wallet: type any r-address (and for a payment a txid) and approve or reject. */
export function devWalletPage(uuid: string, pending: boolean, payment: PaymentRequest | null = null): string {
  const id = escapeHtml(uuid);
  const body = pending
    ? `<form id="approve" data-uuid="${id}">
  <label for="account">XRPL account (r-address)</label>
  <input id="account" name="account" required autocomplete="off" placeholder="rXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"${payment ? ` value="${escapeHtml(payment.account)}"` : ''}>
  ${payment ? paymentFields(payment) : ''}
  <div class="row"><button type="submit">Approve</button><button type="button" id="reject">Reject</button></div>
  <p id="result" role="status"></p>
</form>
<script src="${ASSETS_PATH}/approval.js"></script>`
    : '<p role="status">This request is no longer pending.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development wallet</title>
<link rel="stylesheet" href="${ASSETS_PATH}/approval.css">
</head>
<body><h1>Development wallet</h1>
<p>This offline stand-in for the Xaman app signs ${payment ? 'payment' : 'sign-in'} request <code>${id}</code>. It exists only when no Xaman keys are configured.</p>
${body}
</body></html>`;
}
