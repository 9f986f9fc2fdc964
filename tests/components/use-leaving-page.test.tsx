import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeavingPage } from '@/hooks/use-leaving-page';

const isMap = (pathname: string) => pathname === '/popup/map';

// The links' own navigation is stopped after the capture phase (jsdom can't navigate).
function addLinks() {
  const nav = document.createElement('nav');
  nav.addEventListener('click', (event) => event.preventDefault());
  nav.innerHTML =
    '<a href="/">home</a><a href="/popup/map?zoom=3">map again</a>' +
    '<a href="/popup/list" target="_blank">list in a new tab</a>';
  document.body.append(nav);
}

afterEach(() => document.body.replaceChildren());

describe('useLeavingPage', () => {
  it('says the page is being left from the click on a link to another page', async () => {
    const { result } = renderHook(() => useLeavingPage(isMap));
    addLinks();
    expect(result.current.current).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(result.current.current).toBe(true);
  });

  it('stays false for links to this page, new tabs and modified clicks', async () => {
    const { result } = renderHook(() => useLeavingPage(isMap));
    addLinks();
    await userEvent.click(screen.getByRole('link', { name: 'map again' }));
    await userEvent.click(screen.getByRole('link', { name: 'list in a new tab' }));
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'home' }));
    await user.keyboard('{/Control}');
    expect(result.current.current).toBe(false);
  });
});
