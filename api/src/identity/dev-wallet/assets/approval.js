// The development wallet's approval page: approve as the typed r-address (a payment with its txid), or reject.
const form = document.getElementById('approve');
const result = document.getElementById('result');

async function send(action, body) {
  const response = await fetch(`/dev/xaman/${form.dataset.uuid}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await response.json();
  result.textContent = response.ok ? data.message : data.error.message;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const txid = document.getElementById('txid');
  const account = document.getElementById('account').value.trim();
  void send('approve', txid ? { account, txid: txid.value.trim() } : { account });
});
document.getElementById('reject').addEventListener('click', () => void send('reject', {}));
