/**
 * The header's menus as a visitor without script gets them: no script can open the folded
 * menu, the BROWSE VIDEO drop-down or the search box, so their buttons go. The menu shows
 * unfolded; BROWSE VIDEO is a link to every collection's videos whose entries show on hover
 * and focus (always in the unfolded phone menu); the search box stands in the bar in place of
 * its icon. The bar of player controls goes too: the browser's own controls stand in for it,
 * and so do the home sliders' arrows: their rows scroll. Breakpoint as in menu.css.
 */
export const NO_SCRIPT_CSS = `
.site-nav__toggle,
.browse-menu__button,
.search-box__icon,
.player-bar,
.slider__arrow {
  display: none;
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

  .browse-menu:hover > .browse-menu__list[hidden],
  .browse-menu:focus-within > .browse-menu__list[hidden] {
    display: block;
  }
}
`;
