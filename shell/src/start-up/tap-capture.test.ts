import { captureTaps } from './tap-capture';

/** A page as the server sent it: React not listening yet. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="plus">+</button>
      <div role="button" id="star">★</div>
      <a href="#elsewhere" id="link">Link</a>
      <form method="dialog"><button type="submit" id="close">Mbyll</button></form>
      <details><summary role="button" id="menu">Menu</summary><nav>…</nav></details>
      <button type="button" id="off" disabled>Off</button>
    </div>
    <button type="button" id="outside">Outside</button>`;
  return document.getElementById('root')!;
}

const byId = (id: string) => document.getElementById(id)!;

describe('captureTaps', () => {
  it('taps each scripted control again once React listens, in order and as often as it was tapped', () => {
    const taps = captureTaps(serverPage());
    byId('plus').click();
    byId('star').click();
    byId('plus').click();
    // React's handlers, attached when the page is hydrated.
    const handled: string[] = [];
    for (const id of ['plus', 'star', 'link', 'close', 'outside']) byId(id).addEventListener('click', (event) => {
      event.preventDefault();
      handled.push(id);
    });
    taps.replay();
    expect(handled).toEqual(['plus', 'star', 'plus']);

    // Once replayed, taps are React's alone.
    byId('plus').click();
    expect(handled).toEqual(['plus', 'star', 'plus', 'plus']);
  });

  it('leaves links, forms’ buttons, a details’ summary, disabled controls and what is outside the page to the browser', () => {
    const taps = captureTaps(serverPage());
    for (const id of ['link', 'close', 'menu', 'off', 'outside']) byId(id).click();
    const handled: string[] = [];
    for (const id of ['link', 'close', 'menu', 'off', 'outside']) byId(id).addEventListener('click', () => handled.push(id));
    taps.replay();
    expect(handled).toEqual([]);
    // Opened by the browser, and not closed again by a second tap.
    expect(byId('menu').parentElement).toHaveProperty('open', true);
  });

  it('taps nothing that is no longer on the page, nor after a discard', () => {
    const taps = captureTaps(serverPage());
    const plus = byId('plus');
    plus.click();
    const handled = jest.fn();
    plus.addEventListener('click', handled);
    plus.remove();
    taps.replay();
    expect(handled).not.toHaveBeenCalled();

    const other = captureTaps(serverPage());
    byId('star').click();
    byId('star').addEventListener('click', handled);
    other.discard();
    other.replay();
    expect(handled).not.toHaveBeenCalled();
  });
});
