<div class="menu_mobile_overlay"></div>
<div class="menu_mobile scheme_dark">
    <div class="menu_mobile_inner">
        <a class="menu_mobile_close icon-cancel"></a>
        <nav class="menu_mobile_nav_area">
            <ul id="menu_mobile" class="menu_mobile_nav">
                <li class="menu-item"><a href="index.php"><span>Home</span></a>
                </li>
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
        </nav>
        <div class="search_mobile">
            <div class="search_form_wrap">
                <form role="search" method="get" class="search_form" action="#">
                    <input type="text" class="search_field" placeholder="Search ..." value="" name="s">
                    <button type="submit" class="search_submit icon-search" title="Start search"></button>
                </form>
            </div>
        </div>
    </div>
</div>