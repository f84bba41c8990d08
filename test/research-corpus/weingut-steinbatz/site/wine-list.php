<!DOCTYPE html>
<html lang="en-US" class="no-js scheme_default">

<head>
	<title>Winzerhof Steinbatz</title>
	<meta http-equiv="content-type" content="text/html;charset=UTF-8" />
	<link rel="icon" href="favicon.ico" type="image/x-icon">
	<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
	<link rel='stylesheet' id='vc_extensions_cqbundle_adminicon-css' href='js/vendor/plugins/vc-extensions-bundle/css/admin_icon.min.css' type='text/css' media='all' />
	<link rel='stylesheet' id='rs-plugin-settings-css' href='js/vendor/plugins/revslider/public/assets/css/settings.css' type='text/css' media='all' />
	<link rel='stylesheet' id='trx_addons-icons-css' href='js/vendor/plugins/trx_addons/css/font-icons/css/trx_addons_icons-embedded.css' type='text/css' media='all' />
	<link rel='stylesheet' id='swiperslider-css' href='js/vendor/plugins/trx_addons/js/swiper/swiper.min.css' type='text/css' media='all' />
	<link rel='stylesheet' id='magnific-popup-css' href='js/vendor/plugins/trx_addons/js/magnific/magnific-popup.min.css' type='text/css' media='all' />
	<link rel='stylesheet' id='trx_addons-css' href='js/vendor/plugins/trx_addons/css/trx_addons.css' type='text/css' media='all' />
	<link rel='stylesheet' id='woocommerce-layout-css' href='js/vendor/plugins/woocommerce/assets/css/woocommerce-layout.css' type='text/css' media='all' />
	<link rel='stylesheet' id='woocommerce-smallscreen-css' href='js/vendor/plugins/woocommerce/assets/css/woocommerce-smallscreen.css' type='text/css' media='only screen and (max-width: 768px)' />
	<link rel='stylesheet' id='woocommerce-general-css' href='js/vendor/plugins/woocommerce/assets/css/woocommerce.css' type='text/css' media='all' />
	<link rel='stylesheet' id='laon_wine_house-font-google_fonts-css' href='http://fonts.googleapis.com/css?family=Crimson+Text:400,400italic,600,600italic,700,700italic%7CLato:400,700&amp;subset=latin,latin-ext' type='text/css' media='all' />
	<link rel='stylesheet' id='laon_wine_house-fontello-css' href='css/fontello/css/fontello-embedded.css' type='text/css' media='all' />
	<link rel='stylesheet' id='laon_wine_house-main-css' href='css/style.min.css' type='text/css' media='all' />
	<link rel='stylesheet' id='laon_wine_house-animation-css' href='css/animation.css' type='text/css' media='all' />
	<link rel='stylesheet' id='laon_wine_house-colors-css' href='css/__colors.css' type='text/css' media='all' />
	<link rel='stylesheet' id='laon_wine_house-styles-css' href='css/__styles.css' type='text/css' media='all' />
	<link rel='stylesheet' id='laon_wine_house-custom-css' href='css/custom.css' type='text/css' media='all' />
	<link rel='stylesheet' id='laon_wine_house-responsive-css' href='css/responsive.min.css' type='text/css' media='all' />
	<link rel='stylesheet' id='vc_hotspot_cq_style-css' href='js/vendor/plugins/vc-extensions-bundle/hotspot/css/style.min.css' type='text/css' media='all' />
	<link rel='stylesheet' id='tooltipster-css' href='js/vendor/plugins/vc-extensions-bundle/profilecard/css/tooltipster.css' type='text/css' media='all' />
	<link rel="stylesheet" href="custom/style.css">
	<style>
		.scheme_default .sc_icons .sc_icons_title {
				color: #2A2A2A;
			}
	</style>
</head>
<body class="page page-id-296 page-template-default body_tag body_style_wide scheme_default blog_mode_page is_single sidebar_hide expand_content remove_margins header_style_header-1 header_position_default header_title_on menu_style_top no_layout vc_responsive">
	<div class="body_wrap">
		<div class="page_wrap">
			<header class="top_panel top_panel_style_1 without_bg_image scheme_default">
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
</div>			</header>
			<div class="top_panel_title_wrap">
				<div class="content_wrap">
					<div class="top_panel_title">
						<div class="page_title">
							<h1 class="page_caption">Unsere Weine</h1>
						</div>
						<div class="breadcrumbs"><a class="breadcrumbs_item home" href="index.php">Home</a><span class="breadcrumbs_delimiter"></span><span class="breadcrumbs_item current">Weingut</span></div>
					</div>
				</div>
			</div>

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
			<div class="page_content_wrap scheme_default">
				<div class="content_wrap">
					<div class="content">
						<article id="post-296" class="post_item_single post_type_page post-296 page type-page">
							<div class="post_content entry-content">

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/gruener_veltliner.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title"><small>2020</small><br>Grüner Veltliner Kabinett</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Strahlendes Grüngelb mit feiner Würze und toller Frucht am Gaumen</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/rheinriesling_kabinett_2020.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title"><small>2020</small><br>Rheinriesling Kabinett</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Helles Grüngelb, in der Nase weißer Weingartenpfirsich, am Gaumen sehr finessenreich mit feinem Marillentouch, gute Balance zwischen Säurestruktur und Frucht</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/rose_blauer_zweigelt.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small>2020</small>
																<br>Rosé Blauer Zweigelt Qualitätswein
															</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Strahlendes Rosa, Bukett nach Kirsche und Erdbeere, das sich am Gaumen angenehm fortsetzt</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/rose_blauer_zweigelt_2.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<!-- <small>2020</small> -->
																<br>Rosé Blauer Zweigelt</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Strahlendes Rosa, Bukett nach Kirsche und Erdbeere, das sich am Gaumen angenehm fortsetzt</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/sauvignon_blanc_1019.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small>2020</small>
																<br>Sauvignon Blanc Qualitätswein</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Helles Grüngelb, in der Nase typische grasige Sauvignonwürze, am Gaumen Paprika mit zart grasigen Elementen</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/pinot_blanc_kabinet.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small>2020</small>
																<br>Pinot Blanc Kabinett</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Leuchtendes Grüngelb, in der Nase feine Nussaromatik, sehr harmonisch und trinkfreudig, erfrischender Abgang</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/welschriesling.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small>2020</small>
																<br>Welschriesling Qualitätswein</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Helles Strohgelb mit Grünreflexen, lebendiger Geschmack nach saftigen Äpfeln, frischer, animierender Abgang</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/blauer_zweigelt_1l.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Blauer Zweigelt Classic Liter</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Helles Runbinrot, leicht und fruchtig, im Duft an Kirschtöne erinnernd, am Gaumen sehr harmonsich und elegant</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/blauer_zweigelt_1818.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small>1818</small>
																<br>Blauer Zweigelt Jubiläumswein</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/blauer_zweigelt_barique.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Blauer Zweigelt Barrique</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Dunkles Rubingranat, in der Nase reife Waldbeeren, am Gaumen saftig, elegant mit zartem Holzton, gehaltvoller und lang anhaltender Abgang</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/blauer_zweigelt_trocken_075_rot_huelle.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Blauer Zweigelt Classic trocken</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Tiefrot, im Duft saftige Kirschen mit frischer Frucht nach reifen Weichseln, eleganter Körper und zarten Gewürzaromen</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/st_laurent.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Sankt Laurent</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Helles Rubinrot, leicht und fruchtig, in der Nase leichter Waldbeerenduft, trinkanimierend</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/marille_frizzante.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Marille Frizzante</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/riesling_frizzante.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Riesling Frizzante</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/rose_frizzante.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Rosé Frizzante</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/muskateller.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small>2020</small>
																<br>Muskateller Kabinett</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Strahlendes Strohgelb mit leicht grünen Reflexen, typischer Duft nach Muskat, saftige Frucht am Gaumen, harmonisches Säurespiel mit elegantem Finish</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Shardonnay 2014" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/rot_traubensaft.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Traubensaft Rot</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/weiss_traubensaft.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small></small>
																<br>Traubensaft Weiss</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_shardonnay_2014" class="sc_anchor" title="Sport-Gala Rheinriesling" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/sport_gala_rhr_2017.png);right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small>2017</small>
																<br>Sport-Gala Rheinriesling</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1200 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R600 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<div class="row row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_cabernet_sauvignon_2012" class="sc_anchor" title="Cabernet Sauvignon 2012" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large sc_promo_image_fit">
													<div class="sc_promo_image" style="background-color:#f7f7f5;background-image:url(images/wines/zweigelt_2014.png);left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<h2 class="sc_item_title sc_promo_title">
																<small>2014</small>
																<br>Zweigelt</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut</h5>
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p style="text-align: center;"><span class="trx_addons_accent trx_addons_tiny_text"><strong>R1980 / 12 BOTTLES</strong></span><br />
																			<span class="trx_addons_accent trx_addons_tiny_text"><strong>R990 / 6 BOTTLES</strong></span>
																		</p>
																	</div>
																</div>
															</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="product.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Discover this wine</span></span> </a> </div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>
							</div>
						</article>
					</div>
				</div>
			</div>
			
			<footer class="site_footer_wrap scheme_dark">
	<div class="logo_footer_wrap scheme_dark">
		<div class="logo_footer_wrap_inner">
			<a href="index.php"><img src="images/Logo3_white.png" class="logo_footer_image" alt="" /></a>
		</div>
	</div>
	<!-- <div class="socials_footer_wrap socials_wrap scheme_dark">
		<div class="socials_footer_wrap_inner">
			<span class="social_item"><a href="#" target="_blank" class="social_icons social_twitter"><span class="trx_addons_icon-twitter"></span></a>
			</span><span class="social_item"><a href="#" target="_blank" class="social_icons social_facebook"><span class="trx_addons_icon-facebook"></span></a>
			</span><span class="social_item"><a href="#" target="_blank" class="social_icons social_gplus"><span class="trx_addons_icon-gplus"></span></a>
			</span>
		</div>
	</div> -->
	<div class="menu_footer_wrap scheme_dark">
		<div class="menu_footer_wrap_inner">
			<nav class="menu_footer_nav_area">
				<ul id="menu_footer" class="menu_footer_nav">
					<li class="menu-item menu-item-143"><a href="index.php"><span>Home</span></a></li>
					<li class="menu-item menu-item-676"><a href="buy-wines.php"><span>Shop</span></a></li>
					<li class="menu-item menu-item-677"><a href="privacy.php"><span>Datenschutz</span></a></li>
					<li class="menu-item menu-item-147"><a href="impress.php"><span>Impressum</span></a></li>
					<li class="menu-item menu-item-675"><a href="contacts.php"><span>Kontakt</span></a></li>
				</ul>
			</nav>
		</div>
	</div>
	<div class="copyright_wrap scheme_dark">
		<div class="copyright_wrap_inner">
			<div class="content_wrap">
				<div class="copyright_text">Steinbatz © 2021. All rights reserved.</div>
			</div>
		</div>
	</div>
</footer>
		</div>
	</div>
	<script type='text/javascript' src='js/vendor/jquery.js'></script>
	<script type='text/javascript' src='js/vendor/jquery-migrate.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/trx_addons/js/trx_addons.js'></script>
	<script type='text/javascript' src='js/__scripts.js'></script>
	<script type='text/javascript' src='js/custom/custom.js'></script>
	<a href="#" class="trx_addons_scroll_to_top trx_addons_icon-up" title="Scroll to top"></a>
</body>

</html>