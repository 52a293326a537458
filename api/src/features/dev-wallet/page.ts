const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The approval page of the development wallet: type any r-address and approve or reject. */
export function devWalletPage(uuid: string, pending: boolean): string {
  const id = escapeHtml(uuid);
  const body = pending
    ? `<form id="approve">
  <label for="account">XRPL account (r-address)</label>
  <input id="account" name="account" required autocomplete="off" placeholder="rXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX">
  <div class="row"><button type="submit">Approve</button><button type="button" id="reject">Reject</button></div>
  <p id="result" role="status"></p>
</form>
<script>
const send = async (path, body) => {
  const res = await fetch('/dev/xaman/${id}/' + path, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const data = await res.json();
  document.getElementById('result').textContent = res.ok ? data.message : data.error.message;
};
document.getElementById('approve').addEventListener('submit', (event) => {
  event.preventDefault();
  send('approve', { account: document.getElementById('account').value.trim() });
});
document.getElementById('reject').addEventListener('click', () => send('reject', {}));
</script>`
    : '<p role="status">This sign-in request is no longer pending.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development wallet</title>
<style>
body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;color:#111}
input{width:100%;padding:.6rem;font:inherit;box-sizing:border-box}
.row{display:flex;gap:.5rem;margin-top:1rem}button{padding:.6rem 1.2rem;font:inherit;cursor:pointer}
</style></head>
<body><h1>Development wallet</h1>
<p>This offline stand-in for the Xaman app signs sign-in request <code>${id}</code>. It exists only when no Xaman keys are configured.</p>
${body}
</body></html>`;
}
