/* global document, Element */
// Copy buttons: <button data-copy="element-id"> copies that element's text. No inline script anywhere (CSP).
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
  if (!button) return;
  const source = document.getElementById(button.getAttribute('data-copy') || '');
  if (!source) return;
  const done = () => {
    button.textContent = 'Copied';
  };
  if (navigator.clipboard) navigator.clipboard.writeText(source.textContent || '').then(done, () => undefined);
});
