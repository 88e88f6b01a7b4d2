/**
 * The header's menus as a visitor without script gets them: no script can open the folded
 * menu, the BROWSE VIDEO drop-down or the search box, so their buttons go. The menu shows
 * unfolded; BROWSE VIDEO is a link to every collection's videos whose entries show on hover
 * and focus (always in the unfolded phone menu); the search box stands in the bar in place of
 * its icon. The bar of player controls goes too: the browser's own controls stand in for it,
 * and so do the home sliders' arrows: their rows scroll. A transcript's place kept for the
 * player's captions goes, as no player comes to fill it, and so do Home's Topics, Programs
 * and Series tabs: the first tab's slider stays, with its 'Browse All' link. Breakpoint as in
 * menu.css.
 */
export const NO_SCRIPT_CSS = `
.site-nav__toggle,
.browse-menu__button,
.search-box__icon,
.player-bar,
.slider__arrow,
.transcript--waiting,
.home-tabs {
  display: none;
}

/* The browse filters' submit, out of sight while script applies the choices at once. */
.browse__apply:not(:focus) {
  position: static;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0.6rem 1.2rem;
  overflow: visible;
  clip: auto;
  white-space: normal;
  border: 2px solid var(--brand);
}

.slider .swiper-wrapper {
  overflow-x: auto;
}

.site-header__nav {
  flex-wrap: wrap;
}

.search-box {
  position: static;
}

.search-box__panel[hidden] {
  position: static;
  display: flex;
  width: auto;
  padding: 0.25rem 0.5rem;
  border: 0;
  background: transparent;
  box-shadow: none;
}

/* The BROWSE VIDEO link lays out as the button it stands in for. */
.browse-menu > noscript {
  display: contents;
}

.browse-menu__list[hidden] {
  display: block;
}

@media (max-width: 767.98px) {
  .site-nav__list {
    display: block;
  }

  /* The search box on a row of its own above the menu. */
  .search-box,
  .site-nav {
    flex: 1 1 100%;
  }

  .search-box {
    order: -1;
  }
}

@media (min-width: 768px) {
  .browse-menu__list[hidden] {
    display: none;
  }

  /* One row from 1024px: the menu keeps its width, the search box takes what is left
     beside it (a row of its own below that, where too little is left). */
  .site-nav {
    flex: none;
  }

  .search-box {
    flex: 1 1 12rem;
    display: flex;
    justify-content: flex-end;
  }

  .search-box__panel[hidden] {
    flex: 0 1 22rem;
    min-width: 0;
    padding-right: 0;
  }

  .search-box__submit {
    padding: 0.5rem 0.75rem;
  }

  .browse-menu:hover > .browse-menu__list[hidden],
  .browse-menu:focus-within > .browse-menu__list[hidden] {
    display: block;
  }
}
`;
