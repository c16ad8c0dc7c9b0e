#!/usr/bin/env python3
"""What the studio's phone draws, measured in headless Chromium (issue 56, item 5).

Start `flow studio layout.flow --port N` on the file StudioBrowserTests writes, then:

    python3 studio_layout_test.py --url http://127.0.0.1:N/ --screenshots DIR

- five tabs with long titles: each title stays inside its own tab;
- a navigation bar with a long title and long bar button items: the items stay clear of the title;
- in regular width, a form sheet is a card centred over the presenter, with room on every side,
  and a page sheet a card narrower than the screen; the presenter dims and does not recede.

One line per check (`ok - …`); on the first failure, what was measured, and exit 1.
"""
import os
import sys


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_browser_test import StepFailed, run_on_url  # noqa: E402


def rect(page, selector):
    found = page.js("""
        const e = document.querySelector(arguments[0]);
        if (!e) return null;
        const r = e.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];""", selector)
    if found is None:
        raise StepFailed(f"nothing on the page matches {selector}")
    return found


def run_checks(page, url):
    page.driver.get(url)
    page.wait("the first render (body data-ready=1)", page.idle)
    page.expect_top("Home")

    tabs = page.js("""
        return [...document.querySelectorAll('#phone .layer.top .tab')].map((tab) => {
            const t = tab.getBoundingClientRect(), title = tab.querySelector('.tab-title').getBoundingClientRect();
            return [t.left, t.right, title.left, title.right];
        });""")
    if len(tabs) != 5:
        raise StepFailed(f"5 tabs expected on the bar, found {len(tabs)}")
    bar = rect(page, "#phone .layer.top .tabbar")
    if tabs[0][0] < bar[0] - 0.5 or tabs[-1][1] > bar[2] + 0.5:
        raise StepFailed(f"the tabs ({tabs[0][0]:.0f}-{tabs[-1][1]:.0f}) run out of the bar ({bar[0]:.0f}-{bar[2]:.0f})")
    for tab_left, tab_right, title_left, title_right in tabs:
        if title_left < tab_left - 0.5 or title_right > tab_right + 0.5:
            raise StepFailed(f"a tab's title ({title_left:.0f}-{title_right:.0f}) runs out of its tab ({tab_left:.0f}-{tab_right:.0f})")
    page.done("tabs", "five long tab titles each stay inside their tab, and the tabs inside the bar")

    title = rect(page, "#phone .layer.top .nav-title")
    items = rect(page, "#phone .layer.top .nav-right")
    if items[0] < title[2] - 0.5:
        raise StepFailed(f"the bar button items start at {items[0]:.0f}, inside the title (ends at {title[2]:.0f})")
    page.done("navbar", "long bar button items stay clear of the title")

    page.click("#width", "the width switch")
    page.wait("the phone to go regular", lambda: page.js("return document.querySelector('#phone').dataset.width") == "regular")
    phone = rect(page, "#phone")
    page.click('#phone .layer.top .control[data-statement$=".form"]', "the form button")
    page.expect_top("Form", "formSheet")
    card = rect(page, "#phone .layer.top")
    width, height = phone[2] - phone[0], phone[3] - phone[1]
    margins = [card[0] - phone[0], card[1] - phone[1], phone[2] - card[2], phone[3] - card[3]]
    if min(margins) < 0.05 * min(width, height) or abs(margins[0] - margins[2]) > 2:
        raise StepFailed(f"the form sheet is no centred card: margins left, top, right, bottom {margins}")
    receded = page.js("""return [...document.querySelectorAll('#phone .layer')]
        .some((layer) => getComputedStyle(layer).transform !== 'none');""")
    if receded:
        raise StepFailed("in regular width the presenter recedes; on an iPad it only dims")
    dims = page.js("return getComputedStyle(document.querySelector('#phone .backdrop-sheet')).backgroundColor")
    if dims in (None, "rgba(0, 0, 0, 0)", "transparent"):
        raise StepFailed(f"nothing dims the presenter behind the form sheet ({dims})")
    page.done("form-sheet", f"a form sheet is a centred card over the dimmed presenter (margins {[round(m) for m in margins]})")

    page.click("#undo", "the Undo button")
    page.expect_top("Home")
    page.click('#phone .layer.top .control[data-statement$=".page"]', "the page button")
    page.expect_top("Page", "pageSheet")
    card = rect(page, "#phone .layer.top")
    if card[0] - phone[0] < 0.1 * width or abs((card[0] - phone[0]) - (phone[2] - card[2])) > 2:
        raise StepFailed(f"the page sheet is not a centred card narrower than the screen: {card} in {phone}")
    page.done("page-sheet", "a page sheet is a card as wide as a portrait screen, centred")


if __name__ == "__main__":
    sys.exit(run_on_url(__doc__.split("\n\n")[0], run_checks))
