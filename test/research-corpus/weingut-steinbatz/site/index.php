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
<body class="home page page-id-691 page-template-default body_tag body_style_wide scheme_default blog_mode_home  is_stream blog_style_excerpt sidebar_hide expand_content remove_margins header_style_header-1 header_position_over header_title_off menu_style_side no_layout vc_responsive">
	<div class="body_wrap">
		<div class="page_wrap">
			<header class="top_panel top_panel_style_1 without_bg_image scheme_default">
				<a class="menu_mobile_button"></a>
				<div class="top_panel_fixed_wrap"></div>

				<div class="desktop_logo_menu_container">
					<div class="top_panel_navi index_page_logo scheme_dark">
						<div class="menu_main_wrap main_menu_index clearfix">
							<div class="wrap">
								<a class="logo" href="index.php">
									<img src="images/steinbatz_logo.png" class="logo_main" alt="" />
								</a>
							</div>
						</div>
					</div>

					<div class="menu_desktop top_panel_navi scheme_default">
						<div class="menu_main_wrap clearfix">
							<div class="wrap">
								<nav class="menu_main_nav_area menu_hover_fade menu_show">
									<ul id="menu_main" class="menu_main_nav">
										<li class="menu-item menu-item-has-children"><a href="family.php"><span>Winzerhof</span></a>
											<ul class="sub-menu">
												<li class="menu-item"><a href="family.php"><span>Über uns</span></a></li>
											</ul>
										</li>
										<li class="menu-item"><a href="guesthouse.php"><span>Gästehaus</span></a></li>
										<li class="menu-item"><a href="ausschankwagen.php"><span>Ausschankwagen</span></a></li>
										<li class="menu-item"><a href="contacts.php"><span>Kontakt</span></a></li>
										<li class="menu-item menu-item-has-children"><a href="buy-wines.php"><span>Online Shop</span></a>
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
				</div>
			</header>

			<div class="menu_side_wrap scheme_dark">
				<div class="menu_side_inner">
					<a class="menu_mobile_button menu_mobile_button_text">MENU</a>
				</div>
			</div>
			<div class="menu_mobile_overlay"></div>
			<div class="menu_mobile scheme_dark">
				<div class="menu_mobile_inner">
					<a class="menu_mobile_close icon-cancel"></a>
					<nav class="menu_mobile_nav_area">
						<ul id="menu_mobile" class="menu_mobile_nav">
							<li class="menu-item menu-item-has-children"><a><span>Winzerhof</span></a>
								<ul class="sub-menu">
									<li class="menu-item"><a href="family.php"><span>Über uns</span></a></li>
								</ul>
							</li>
							<li class="menu-item"><a href="guesthouse.php"><span>Gästehaus</span></a></li>
							<li class="menu-item"><a href="ausschankwagen.php"><span>Ausschankwagen</span></a></li>
							<li class="menu-item"><a href="contacts.php"><span>Kontakt</span></a></li>
							<li class="menu-item"><a href="buy-wines.php"><span>Online Shop</span></a>
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
						<article id="post-691" class="post_item_single post_type_page post-691 page type-page">
							<div class="post_content entry-content">

								<!--Slider START-->
								<div class="wrap header-slider">
									<div class="wpb_revslider_element wpb_content_element">
										<div id="rev_slider_1_1_wrapper" class="rev_slider_wrapper fullwidthbanner-container" style="margin:0px auto;background-color:transparent;padding:0px;margin-top:0px;margin-bottom:0px;">
											<div id="rev_slider_1_1" class="rev_slider fullwidthabanner" style="display:none;" data-version="5.2.5.4">
												<ul>
													<li data-index="rs-387" data-transition="fade" data-slotamount="default" data-hideafterloop="0" data-hideslideonmobile="off" data-easein="default" data-easeout="default" data-masterspeed="300" data-rotate="0" data-fstransition="fade" data-fsmasterspeed="1500" data-fsslotamount="7" data-saveperformance="off" class="shop_slider_slide" data-title="Shiraz Cabernet" data-param1="" data-param2="" data-param3="" data-param4="" data-param5="" data-param6="" data-param7="" data-param8="" data-param9="" data-param10="" data-description="Bild 2">
														<div class="tp-caption shop_slider_image   tp-resizeme  shop-slide-img" id="slide-387-layer-1" data-x="center" data-hoffset="" data-y="bottom" data-voffset="" data-width="['auto']" data-height="['auto']" data-transform_idle="o:1;" data-transform_in="y:50px;opacity:0;s:750;e:Linear.easeNone;" data-transform_out="opacity:0;s:300;" data-start="440" data-splitin="none" data-splitout="none" data-responsive_offset="on" style="z-index: 5; white-space: normal; font-size: 20px; line-height: 22px;">

															<!-- <img src="images/steinbatz/reben2.jpg" width="540" height="720" data-no-retina alt="" /> -->
															<div class="parallax-effect parallax-image-index-header"></div>

														</div>
														<h1 class="tp-caption shop_slider_title   tp-resizeme  shop-slide-title" id="slide-387-layer-4" data-x="43" data-y="255" data-width="['470']" data-height="['auto']" data-transform_idle="o:1;" data-transform_in="y:-50px;opacity:0;s:750;e:Power2.easeOut;" data-transform_out="opacity:0;s:300;" data-start="810" data-splitin="none" data-splitout="none" data-responsive_offset="on" style="z-index: 7; min-width: 470px; max-width: 470px; white-space: normal;">
															<a class="shop-title-link">Das Leben ist zu kurz um schlechten Wein zu trinken</a> 
														</h1>
													</li>

													<!-- <li data-index="rs-439" data-transition="fade" data-slotamount="default" data-hideafterloop="0" data-hideslideonmobile="off" data-easein="default" data-easeout="default" data-masterspeed="300" data-rotate="0" data-saveperformance="off" class="shop_slider_slide" data-title="Sparkling Trilogy" data-param1="" data-param2="" data-param3="" data-param4="" data-param5="" data-param6="" data-param7="" data-param8="" data-param9="" data-param10="" data-description="Bild 2">
														<div class="tp-caption shop_slider_image   tp-resizeme  shop-slide-img" id="slide-439-layer-1" data-x="center" data-hoffset="" data-y="bottom" data-voffset="" data-width="['auto']" data-height="['auto']" data-transform_idle="o:1;" data-transform_in="y:50px;opacity:0;s:750;e:Linear.easeNone;" data-transform_out="opacity:0;s:300;" data-start="440" data-splitin="none" data-splitout="none" data-responsive_offset="on" style="z-index: 5; white-space: normal; font-size: 20px; line-height: 22px;">
															<img src="images/steinbatz/innen.jpg" width="540" height="720" data-no-retina alt="" />
														</div>
														<h1 class="tp-caption shop_slider_title   tp-resizeme  shop-slide-title" id="slide-439-layer-4" data-x="43" data-y="255" data-width="['470']" data-height="['auto']" data-transform_idle="o:1;" data-transform_in="y:-50px;opacity:0;s:750;e:Power2.easeOut;" data-transform_out="opacity:0;s:300;" data-start="810" data-splitin="none" data-splitout="none" data-responsive_offset="on" style="z-index: 7; min-width: 470px; max-width: 470px; white-space: normal;">
															<a href="product/sparkling-trilogy-cuvee-brut/index.php" class="shop-title-link">Tradition seit 1818</a>
														</h1>
													</li> -->
												</ul>
												<div class="tp-bannertimer tp-bottom" style="visibility: hidden !important;"></div>
											</div>
										</div>
									</div>
								</div>
								<!--Slider END-->

								<div class="wrap headline-welcome">
									<div class="row">
										<div class="wpb_column vc_column_container column-12_12">
											<div class="vc_column-inner ">
												<h2 class="sc_item_title sc_promo_title">Willkommen beim Winzerhof - Gästehaus Steinbatz</h2>
												<h5 class="sc_item_subtitle sc_promo_subtitle">
													Unser Winzerhof liegt im wunderschönen Ort Brunn im Felde, 6 km östlich von Krems an der Donau in Niederösterreich. In unserem Familienbetrieb wird schon seit vielen Generationen Weinbau erfolgreich betrieben, wobei unser Sortiment ständig gewachsen ist.
												</h5>
											</div>
										</div>
									</div>
								</div>

								<div class="parallax-effect parallax-image-guesthouse1 d-flex justify-content-center align-items-center">
									<div class="parallax-text">AUSDRUCKSSTARKE<br> WEINE MIT DER<br> HANDSCHRIFT DER<br> FAMILIE</div>
								</div>

								<div class="row row-no-padding row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-12_12 vc_col-has-fill">
										<div class="vc_column-inner vc_custom_1465806595697">
											<div class="wpb_wrapper" id="wine_essentials">
												<a id="sc_anchor_wine_essentials" class="sc_anchor" title="Wine Essentials" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large">
													<div class="sc_promo_image" style="background-image:url(images/vineyard-943943_1280.jpg);width:50%;right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
														<div class="sc_promo_icon" data-icon="icon-grape-3"><span class="icon-grape-3"></span></div>
															<h2 class="sc_item_title sc_promo_title" id="aboutUs">Über uns</h2>
															<!-- <h5 class="sc_item_subtitle sc_promo_subtitle">We make wine with a thought of our customers, therefore the team...</h5> -->
															<div class="sc_item_descr sc_promo_descr">Unser Winzerhof liegt im wunderschönen Ort Brunn im Felde, 6 km östlich von Krems an der Donau in Niederösterreich. In unserem Familienbetrieb wird schon seit vielen Generationen Weinbau erfolgreich betrieben, wobei unser Sortiment ständig gewachsen ist.</div>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="family.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Mehr lesen</span></span> </a>																</div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div>

								<!-- <div class="row row-no-padding vc_custom_1466087475749 row-o-full-height row-o-columns-stretch row-o-equal-height intro-section">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_favourite_place" class="sc_anchor" title="Favourite Place" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large">
													<div class="sc_promo_image" style="background-image:url(images/vineyard-943943_1280.jpg);width:50%;right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<div class="sc_promo_icon" data-icon="icon-grape-3"><span class="icon-grape-3"></span></div>
															<h2 class="sc_item_title sc_promo_title" id="aboutUs">Über uns</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">
															Unser Winzerhof liegt im wunderschönen Ort Brunn im Felde, 6 km östlich von Krems an der Donau in Niederösterreich. In unserem Familienbetrieb wird schon seit vielen Generationen Weinbau erfolgreich betrieben, wobei unser Sortiment ständig gewachsen ist.
															</h5>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="family.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Mehr lesen</span></span> </a></div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div> -->
								<!-- <div class="row row-no-padding row-o-full-height row-o-columns-stretch row-o-equal-height intro-section">
									<div class="wpb_column vc_column_container column-12_12 vc_col-has-fill">
										<div class="vc_column-inner vc_custom_1465806595697">
											<div class="wpb_wrapper">
												<a id="sc_anchor_wine_essentials" class="sc_anchor" title="Wine Essentials" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large">
													<div class="sc_promo_image" style="background-image:url(images/steinbatz/innen.jpg);width:50%;left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<div class="sc_promo_icon" data-icon="icon-grape-leafs"><span class="icon-grape-leafs"></span></div>
															<h2 class="sc_item_title sc_promo_title">Gästehaus</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Urlauben, wo der Wein wächst und gekeltert wird.</h5>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="guesthouse.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Mehr lesen</span></span> </a></div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div> -->
								<!-- <div class="row row-no-padding vc_custom_1466087475749 row-o-full-height row-o-columns-stretch row-o-equal-height intro-section">
									<div class="wpb_column vc_column_container column-12_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper">
												<a id="sc_anchor_favourite_place" class="sc_anchor" title="Favourite Place" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large">
													<div class="sc_promo_image" style="background-image:url(images/wine-4813260_640.jpg);width:50%;right: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: left;">
														<div class="sc_promo_text_inner sc_align_center">
															<div class="sc_promo_icon" data-icon="icon-bottles"><span class="icon-bottles"></span></div>
															<h2 class="sc_item_title sc_promo_title" id="ourWines">Unsere Weine</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Werfen Sie einen Blick in unseren Online Shop und gewinnen Sie einen Eindruck von unserem Sortiment.</h5>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="wine-list.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Mehr lesen</span></span> </a></div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div> -->
								<!-- <div class="row row-no-padding row-o-full-height row-o-columns-stretch row-o-equal-height intro-section">
									<div class="wpb_column vc_column_container column-12_12 vc_col-has-fill">
										<div class="vc_column-inner vc_custom_1465806595697">
											<div class="wpb_wrapper">
												<a id="sc_anchor_wine_essentials" class="sc_anchor" title="Wine Essentials" data-icon="" data-url=""></a>
												<div class="sc_promo sc_promo_default sc_promo_size_large">
													<div class="sc_promo_image" style="background-image:url(images/steinbatz/reben1.jpg);width:50%;left: 0;"></div>
													<div class="sc_promo_text trx_addons_stretch_height" style="width: 50%;float: right;">
														<div class="sc_promo_text_inner sc_align_center">
															<div class="sc_promo_icon" data-icon="icon-grape-leafs"><span class="icon-grape-leafs"></span></div>
															<h2 class="sc_item_title sc_promo_title">Neugierig?</h2>
															<h5 class="sc_item_subtitle sc_promo_subtitle">Rufe uns einfach an oder schicke uns eine E-Mail, wir freuen uns auf deine Nachricht!</h5>
															<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="contacts.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Mehr lesen</span></span> </a></div>
														</div>
													</div>
												</div>
											</div>
										</div>
									</div>
								</div> -->
								<div class="intro-section-col-4 d-flex">
									<img class="intro-section-col-4-image" src="images/GAESTEHAUS_2.jpg" />
									<div class="intro-section-col-4-text">
										<div class="sc_promo_icon" data-icon="icon-grape-leafs"><span class="icon-grape-leafs"></span></div>
										<h2 class="sc_item_title sc_promo_title">
											GÄSTEHAUS & UNSERE WEINE
										</h2>
										<h5 class="sc_item_subtitle sc_promo_subtitle">
										Urlauben, wo der Wein wächst und gekeltert wird. Genießen Sie eine erholsame Zeit bei uns im Kremstal, verkosten Sie unsere Weine und überzeugen Sie sich von der Qualität unserer Produkte.
										</h5>
										<div class="sc_item_button sc_promo_button sc_button_wrap"><a href="guesthouse.php" class="sc_button sc_button_simple sc_button_size_normal sc_button_icon_top"><span class="sc_button_icon"><span class="icon-down-big"></span></span><span class="sc_button_text"><span class="sc_button_title">Mehr lesen</span></span> </a></div>
									</div>
									<img class="intro-section-col-4-image" src="images/wine-4813260_640.jpg" />
								</div>
								<div class="wrap headline-welcome">
									<div class="row">
										<div class="wpb_column vc_column_container column-12_12">
											<div class="vc_column-inner ">
												<h2 class="sc_item_title sc_promo_title">NEUGIERIG?</h2>
												<h5 class="sc_item_subtitle sc_promo_subtitle">
													Rufe uns einfach an oder schicke uns eine E-Mail, wir freuen uns auf deine Nachricht!
												</h5>
											</div>
										</div>
									</div>
								</div>
								<div class="row vc_custom_1466154433105 row-o-full-height row-o-columns-stretch row-o-equal-height">
									<div class="wpb_column vc_column_container column-4_12">
										<div class="vc_column-inner ">
											<div class="wpb_wrapper"></div>
										</div>
									</div>
									<div class="wpb_column vc_column_container column-4_12 vc_col-has-fill">
										<div class="vc_column-inner vc_custom_1466756857898">
											<div class="wpb_wrapper">
												<a id="sc_anchor_address" class="sc_anchor" title="Our Address" data-icon="" data-url=""></a>
												<div class="vc_empty_space  height_medium" style="height: 0px"></div>
												<div class="sc_promo sc_promo_default sc_promo_size_normal sc_promo_no_paddings sc_promo_no_image">
													<div class="sc_promo_text sc_float_center" style="width: 100%;">
														<div class="sc_promo_text_inner sc_align_center">
															<!-- <div class="sc_promo_icon" data-icon="icon-winery"><span class="icon-winery"></span></div> -->
															<h2 class="sc_item_title sc_promo_title">Kontakt aufnehmen</h2>
															<!-- <h5 class="sc_item_subtitle sc_promo_subtitle">Wir machen Wein mit einem Gedanken an unsere Kunden, deshalb ist das Team...</h5> -->
															<div class="sc_promo_content sc_item_content">
																<div class="wpb_text_column wpb_content_element ">
																	<div class="wpb_wrapper">
																		<p><em><strong>Adresse:</strong></em><br /> Hauptstraße 40, 3494 Brunn im Felde</p>
																		<p><em><strong>Telefon:</strong></em><br /> +43 676 3769440</p>
																		<p><em><strong>E-mail:</strong></em><br /> winzerhof.steinbatz@aon.at
																		</p>
																	</div>
																</div>
															</div>
														</div>
													</div>
												</div>
												<div class="vc_empty_space  height_medium" style="height: 0px"></div>
											</div>
										</div>
									</div>
								</div>
								<div class="row wpb_row row-fluid" id="footer_menu">
									<div class="wpb_column vc_column_container vc_col-sm-12">
										<div class="vc_column-inner vc_custom_1466156080949">
											<div class="wpb_wrapper"><a id="sc_anchor_footer_menu" class="sc_anchor" title="Footer menu" data-icon="" data-url=""></a></div>
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
	<script type='text/javascript' src='js/vendor/plugins/vc-extensions-bundle/profilecard/js/jquery.tooltipster.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/vc-extensions-bundle/hotspot/js/script.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/revslider/public/assets/js/jquery.themepunch.tools.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/revslider/public/assets/js/jquery.themepunch.revolution.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/revslider/public/assets/js/extensions/revolution.extension.parallax.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/revslider/public/assets/js/extensions/revolution.extension.slideanims.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/revslider/public/assets/js/extensions/revolution.extension.navigation.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/revslider/public/assets/js/extensions/revolution.extension.layeranimation.min.js'></script>
	<script type='text/javascript' src='js/vendor/plugins/revslider/public/assets/js/extensions/revolution.extension.video.min.js'></script>
	<script type='text/javascript' src='js/custom/rev_slider_1_1.js'></script>
	<script type='text/javascript' src='js/__scripts.js'></script>
	<script type='text/javascript' src='js/custom/custom.js'></script>

	<a href="#" class="trx_addons_scroll_to_top trx_addons_icon-up" title="Scroll to top"></a>
</body>

</html>