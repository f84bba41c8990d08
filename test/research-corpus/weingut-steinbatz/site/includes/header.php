<a class="menu_mobile_button"></a>
<div class="top_panel_fixed_wrap"></div>
<div class="top_panel_navi scheme_default">
  <div class="menu_main_wrap clearfix">
    <div class="wrap">
      <a class="logo" href="index.php"><img src="images/steinbatz_logo.png" class="logo_main" alt="" /></a>
      <nav class="menu_main_nav_area menu_hover_fade">
        <ul id="menu_main" class="menu_main_nav">
          <li class="menu-item"><a href="index.php"><span>Home</span></a></li>
          <li class="menu-item"><a href="guesthouse.php"><span>Gästehaus</span></a></li>
          <li class="menu-item"><a href="family.php"><span>Familie</span></a></li>
          <li class="menu-item"><a href="ausschankwagen.php"><span>Ausschankwagen</span></a>
          <li class="menu-item"><a href="contacts.php"><span>Kontakt</span></a>
          </li>
          <li class="menu-item menu-item-has-children"><a href="buy-wines.php"><span>Shop</span></a>
            <ul class="sub-menu">
              <li class="menu-item"><a href="cart.php"><span>Warenkorb</span></a></li>
              <li class="menu-item"><a href="checkout.php"><span>Checkout</span></a></li>
              <li class="menu-item"><a href="account.php"><span>Mein Konto</span></a></li>
            </ul>
          </li>
        </ul>
        <div class="search_wrap search_style_fullscreen">
          <div class="search_form_wrap">
            <form role="search" method="get" class="search_form" action="#">
              <input type="text" class="search_field" placeholder="Search" value="" name="s">
              <button type="submit" class="search_submit icon-search"></button>
              <a class="search_close icon-cancel"></a>
            </form>
          </div>
          <div class="search_results widget_area">
            <a href="#" class="search_results_close icon-cancel"></a>
            <div class="search_results_content"></div>
          </div>
        </div>
      </nav>
    </div>
  </div>
</div>