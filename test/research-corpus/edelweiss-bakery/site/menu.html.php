<!DOCTYPE html>
<html>
	<head>
		<meta http-equiv="content-type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0" />
<!--[if IE]><meta http-equiv='X-UA-Compatible' content='IE=edge,chrome=1'><![endif]-->

<!-- Favicone Icon -->
<link rel="shortcut icon" type="image/x-icon" href="favicon.ico">
<!-- CSS -->
<link href="assets/css/playballfont.css" rel="stylesheet" type="text/css">
<link href="assets/css/bootstrap.min.css" rel="stylesheet" type="text/css">
<link href="assets/css/font-awesome.css" rel="stylesheet" type="text/css">
<!--Main Slider-->
<link href="assets/css/settings.css" type="text/css" rel="stylesheet" media="screen">
<link href="assets/css/layers.css" type="text/css" rel="stylesheet" media="screen">
<!--Main Style-->
<link href="assets/css/style.css" rel="stylesheet" type="text/css">		<title>Menu</title>
	</head>
	<body>
		<!-- Start: Preloader section
		========================== -->
		<div id="loader-wrapper" class="loader-wrapper">
			<div class="loader-inner">
				<div class="ball-scale-multiple">
					<div></div>
					<div></div>
					<div></div>
				</div>
			</div>
		</div>
		<!-- End: Preloader section
		========================== -->
		<!-- Site Wraper -->
		<div class="wrapper">
			<!--Strat Header Section-->
			<header class="header header-style">
				<div class="container">
					<div class="row">
						<div class="col-sm-3">
							<a href="index.php" class="logo"> <img src="assets/images/logo.png" alt=""> </a>
							<button id="menu" class="menu-btn visible-xs"></button>
						</div>
						<div class="col-sm-9">
							<nav class="navigation">
								<ul>
									<li>
										<a href="index.php">Home</a>
									</li>
									<li>
										<a href="about_us.html.php">About</a>
									</li>
									<li>
										<a href="menu.html.php">Menu</a>
									</li>
									<!--
									<li>
										<a href="#">Events</a>
									</li>
									-->
									<li>
										<a href="contact.html.php">Contact</a>
									</li>
									<li>
										<a href="free_lunch.html.php">Free Lunch</a>
									</li>
									<!--
									<li>
										<a href="#">Gifts</a>
									</li>
									-->
									<!--
									<li>
										<a href="#!">page</a>
                                        <i class="icon-arrow-down visible-xs"></i>
                                         <ul class="sub-nav">

												<li>
													<a href="gallery-col-2.html.php">gallery-col-2</a>
												</li>
												<li>
													<a href="gallery-col-3.html.php">gallery-col-3</a>
												</li>
                                                <li>
													<a href="gallery-col-4.html.php">gallery-col-4</a>
												</li>
												<li>
													<a href="events-col-2.html.php">Event-col-2</a>
												</li>
												<li>
													<a href="events-col-3.html.php">Event-col-3</a>
												</li>
                                                <li>
													<a href="events-col-4.html.php">Event-col-4</a>
												</li>

												<li>
													<a href="faq.html.php">faq</a>
												</li>
												<li>
													<a href="404.html.php">404 page</a>
												</li>
											</ul>
									</li>
									-->
								</ul>
							</nav>
						</div>
					</div>
				</div>
			</header>

			<!--End Header Section-->			
			<!-- Banner Start Here-->

			<section class="banner banner-bg-2 light-color text-center">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<h3>Baked Fresh Daily</h3>
							<h1>Our Menu</h1>
						</div>
					</div>
				</div>
			</section>
			<!--Banner End Here-->
			<!--Menu Section-->
			<section class="menu-section pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>Breakfast menu</h2>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-16 col-sm-push-1">
							<div class="row">
								<div class="col-sm-5 col-sm-push-1">
									<div class="menu-list">
										<ul>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/chocolate_muffin.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Muffin</strong>
													<p>
														<i>Pictured: Chocolate Muffin</i>
														<p class="menu-item-description">Chocolate, blueberry, cappuccino, lemon poppy seed, orange blossom, banana nut, cranberry orange, morning harvest</p>
														<!-- <a tabindex="0" data-toggle="popover" data-trigger="focus" data-container="body" title="Flavors" data-content="Chocolate, blueberry, cappuccino, lemon poppy seed, orange blossom, banana nut, cranberry orange, morning harvest">Click for All Varieties</a> -->
													</p>
												</div>
												<span class="price-text">$2.50</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/cherry_vanilla_danish.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Pastry</strong>
													<p>
														<i>Pictured: Cherry Vanilla Danish</i>
														<p class="menu-item-description">Cherry vanilla danish, blueberry danish, apple danish, soft cream danish, chocolate croissant $2.85, almond crescent $2.99</p>
														
														<!-- <a tabindex="0" data-toggle="popover" data-trigger="focus" data-container="body" title="Flavors" data-content="Cherry vanilla danish, blueberry danish, apple danish, soft cream danish, chocolate croissant, almond croissant">Click for All Varieties</a> -->
													</p>
												</div>
												<span class="price-text">$2.75</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/apple_cinnamon_scone.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Scone</strong>
													<p>
														<i>Pictured: Apple Cinnamon Scone</i>
														<p class="menu-item-description">Apple cinnamon, cinnamon brown sugar, blueberry, raspberry white chocolate, chocolate chip</p>
														<!-- <a tabindex="0" data-toggle="popover" data-trigger="focus" data-container="body" title="Flavors" data-content="Apple cinnamon, cinnamon brown sugar, blueberry, raspberry white chocolate, chocolate chip">Click for All Varieties</a> -->
													</p>
												</div>
												<span class="price-text">$2.55</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/everything_bagel.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Bagel</strong>
													<p>
														Everything/Wheat/Plain
														<br>
														Add cream cheese for $0.70
													</p>
												</div>
												<span class="price-text">$1.35</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/german_breakfast.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>German Breakfast</strong>
													<p>
														Add meat and cheese for $1.95
														<!-- Two rolls with preserves and spreads - add meat (turkey, ham, or salami) and cheese (swiss, american, or mozzarella) -->
													</p>
												</div>
												<span class="price-text">$4.95</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/everything_breakfast_bagel.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Breakfast Bagel</strong>
													<p>
														Ham or bacon, egg & cheese on your choice of bagel
													</p>
												</div>
												<span class="price-text">$6.15</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/parfait_berry_blend.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Berry Blend</strong>
													<br>
													<span class="price-text">$4.95</span>
													<p>
														Yogurt, oats, berries
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/parfait_banana_split.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Banana Split</strong>
													<br>
													<span class="price-text">$4.95</span>
													<p>
														Yogurt, oats, banana, strawberries, honey
													</p>
												</div>
											</li>
										</ul>
									</div>
									<!-- menu-list end -->
								</div>
								<!-- col-sm-5 end -->

								<div class="col-sm-5 col-sm-push-1">
									<div class="menu-list">
										<ul>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/ham_cheese_croissant.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Ham & Cheese Croissant</strong>
													<p>
														Served hot
													</p>
												</div>
												<span class="price-text">$4.95</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/adonis.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Adonis</strong>
													<p>
														Bacon, ham, egg, and cheese on pretzel
													</p>
													<br>
												</div>
												<span class="price-text">$6.15</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/egg_bacon.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Scrambled Eggs & Bacon</strong>
													<p>
														<!-- No description -->
													</p>
												</div>
												<span class="price-text">$3.99</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/veggie_lover.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Veggie Lover</strong>
													<p>
														Egg, cheese, spinach, tomato on wheat pyramid roll
													</p>
												</div>
												<span class="price-text">$6.15</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/egg_tom_moz.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Breakfast Plate</strong>
													<p>
														2 scrambled eggs with a side of mozzarella, tomato, and spinach
													</p>
												</div>
												<span class="price-text">$4.95</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/vegetable_quiche.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Vegetable Quiche</strong>
													<p>
														Varies daily
													</p>
												</div>
												<span class="price-text">$4.25</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/parfait_tropical_twist.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Tropical Twist</strong>
													<br>
													<span class="price-text">$4.95</span>
													<p>
														Yogurt, oats, pineapple, mandarins
													</p>
													<br>
												</div>
											</li>
										</ul>
									</div>
									<!-- menu-list end -->
								</div>
								<!-- col-sm-5 end -->
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Menu Section End-->

			<!--Book Section-->
			<section class="our-menu overlay_bg bg_4 text-center light-color pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>Ask About Our Breads & Rolls Made Fresh Daily</h2>
								<p class="lead">
									Pretzel * Pretzelstick * Pretzel Roll * Muesli Roll * Pumpkin Roll
									<br>
									Wheat Stick * Wheat Pyramid Roll * Crusty Roll & Kaiser Roll
									<br>
									Cheese Roll * 3-Seeded Bread * Muesli Bread * Stone Oven Bread
									<br>
									Rye Bread * Pumpkin Bread * Finnish Loaf
									<br>
									Sunflower Bread * Cheese Bread
								</p>
							</div>
						</div>
					</div>
					<div class="row"></div>
				</div>
			</section>
			<!--Book Section End-->

			<!--Menu Section-->
			<section class="menu-section pt-80">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>Lunch Menu</h2>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-16 col-sm-push-1">
							<div class="row">
								<div class="col-sm-5 col-sm-push-1">
									<div class="menu-list">
										<ul>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/build_your_own_sandwich.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Build Your Own Sandwich</strong>
													<p>
														Choice of roll, meat, cheese, lettuce/tomato, mayo/mustard, hot/cold
													</p>
												</div>
												<span class="price-text">$4.95</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/bratwurst_special.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Bratwurst (Pork)</strong>
													<p>
														Served on roll with sauerkraut
													</p>
												</div>
												<span class="price-text">$5.45</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/currywurst.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Currywurst</strong>
													<p>
														Sliced bratwurst with ketchup, curry, and a roll
													</p>
												</div>
												<span class="price-text">$5.45</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/german_hot_dog.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>German Hot Dog (beef)</strong>
													<p>
														Wiener with roll and sauerkraut
													</p>
												</div>
												<span class="price-text">$4.95</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/edelweiss_special.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Edelweiss Special</strong>
													<p>
														Fleischkaese on pretzel roll
													</p>
												</div>
												<span class="price-text">$5.75</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/panini.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Ham/Chicken Panini</strong>
													<p>
														Ham/Chicken, mozzarella, tomato, pesto, mayo, and spinach
													</p>
												</div>
												<span class="price-text">$5.95</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/wolfgang.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Wolfgang Sandwich</strong>
													<p>
														Chicken, mozzarella, tomato, pesto, and spinach served hot on pretzel bread
													</p>
												</div>
												<span class="price-text">$6.50</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/breakfast/egg_fleischkaese.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Fleischkaese</strong>
													<p>
														Topped with onions and served with a pretzel roll and egg on the side
													</p>
												</div>
												<span class="price-text">$6.95</span>
											</li>
										</ul>
									</div>
								</div>
								<div class="col-sm-5 col-sm-push-1">
									<div class="menu-list">
										<ul>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/andys_special.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Andy's Special</strong>
													<p>
														Bratwurst, pretzel, and sauerkraut
													</p>
													<br>
												</div>
												<span class="price-text">$5.45</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/bratwich.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>The Brat-wich</strong>
													<p>
														Pretzelstick with bratwurst, spicy mustard, swiss cheese - served hot
													</p>
												</div>
												<span class="price-text">$5.85</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/veggie_panini.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Veggie Panini</strong>
													<p>
														Mozzarella, mayo, pesto, spinach, and tomato
													</p>
												</div>
												<span class="price-text">$5.75</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/soup.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Soup of the Day</strong>
													<p>
														Varies daily
													</p>
												</div>
												<span class="price-text">$3.45/$5.45</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/soup_and_sandwich.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Soup & Sandwich</strong>
													<p>
														A cup of soup and a "build your own sandwich"
													</p>
												</div>
												<span class="price-text">$7.50</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/soup_and_wolfgang.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Soup & Wolfgang</strong>
													<p>
														Wolfgang signature sandwich and a cup of soup
													</p>
												</div>
												<span class="price-text">$9.45</span>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/lunch/soup_and_panini.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Soup & Panini</strong>
													<p>
														Panini and a cup of soup
													</p>
												</div>
												<span class="price-text">$8.95</span>
											</li>
										</ul>
									</div>
								</div>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Menu Section End-->

			<!--Book Section-->
			<section class="our-menu overlay_bg bg_5 text-center light-color pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>Delicious Beverages</h2>
								<p class="lead">
									Choose from our huge selection of beverages. Many are offered in 12, 16, and 20 ounce sizes. All single-price items are 16 ounces.
								</p>
							</div>
						</div>
					</div>
					<div class="row"></div>
				</div>
			</section>
			<!--Book Section End-->

			<!--Menu Section-->
			<section class="menu-section pt-80">
				<div class="container">
					<div class="row">
						<div class="col-sm-16">
							<div class="block-title mb-45 text-center">
								<h2>Beverages</h2>
								<h4>12oz/16oz/20oz</h4>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-16 col-sm-push-1">
							<div class="row">
								<div class="col-sm-5 col-sm-push-1">
									<div class="menu-list">
										<ul>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/coffee.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Coffee</strong>
													<span class="price-text">$1.99/$2.09/$2.19</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/chai_tea_latte.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Cappuccino</strong>
													<span class="price-text">$3.25/$3.75/$4.25</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/chai_tea_latte.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Caf&eacute; Latte</strong>
													<span class="price-text">$3.25/$3.75/$4.25</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/moccha_latte.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Mocha Latte</strong>
													<span class="price-text">$3.65/$4.15/$4.65</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/chai_tea_latte.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Chai Latte</strong>
													<span class="price-text">$3.65/$4.15/$4.65</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/chai_tea_latte.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Dirty Chai Latte</strong>
													<span class="price-text price-text-small">$3.95/$4.45/$4.95</span>
													<p>
														A chai latte with espresso
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/hot_tea.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Hot Tea</strong>
													<span class="price-text">$1.50/$1.80/$2.10</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/hot_chocolate.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Hot Chocolate</strong>
													<span class="price-text">$2.35/$2.85/$3.15</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/chai_tea_latte.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Caf&eacute; au Lait</strong>
													<span class="price-text">$2.05/$2.15/$2.25</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/coffee.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Americano</strong>
													<span class="price-text">$2.15/$2.85/$3.10</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
										</ul>
									</div>
								</div>
								<div class="col-sm-5 col-sm-push-1">
									<div class="menu-list">
										<ul>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/espresso.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Espresso</strong>
													<span class="price-text">$1.80/$2.65</span>
													<p>
														Single/Double
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/london_fog.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>London Fog</strong>
													<span class="price-text">$3.65/$3.95/$4.25</span>
													<p>
														Earl Grey hot tea with steamed milk froth and a vanilla shot
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/coffee_float.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Coffee Float</strong>
													<span class="price-text">$4.95</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/coffee_float.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Hot Chocolate Float</strong>
													<span class="price-text">$4.95</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/mint_hot_chocolate.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Mint Mocha Latte</strong>
													<span class="price-text">$4.95</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/nutella_latte.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Nutella Latte</strong>
													<span class="price-text">$4.95</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/smore_mocha.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>S'more Mocha</strong>
													<span class="price-text">$4.95</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/smoothie.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Smoothie</strong>
													<span class="price-text">$4.65</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/beverages/blended_iced_coffee.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Blended Ice Coffee</strong>
													<span class="price-text">$4.65</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
										</ul>
									</div>
								</div>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Menu Section End-->

			<!--Book Section-->
			<section class="our-menu overlay_bg bg_6 text-center light-color pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>Decadent Desserts</h2>
								<p class="lead">
									We bake everything! From cakes, pies, pastries and more, we do it all!
								</p>
							</div>
						</div>
					</div>
					<div class="row"></div>
				</div>
			</section>
			<!--Book Section End-->

			<!--Menu Section-->
			<section class="menu-section pt-80">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>Desserts</h2>
								<p>Stop by to see our weekly selection of desserts.</p>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-16 col-sm-push-1">
							<div class="row">
								<div class="col-sm-5 col-sm-push-1">
									<div class="menu-list">
										<ul>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/chocolate_kisses.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Chocolate Kisses</strong>
													<br>
													<span class="price-text">$4.95</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/fruit_tartlets.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Fruit Tartlets</strong>
													<br>
													<span class="price-text">$3.99</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/german_cheese_cake.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>German Cheese Cake</strong>
													<br>
													<span class="price-text">$3.99</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/apple_strudel.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Apple Strudel</strong>
													<br>
													<span class="price-text">$3.75</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
										</ul>
									</div>
								</div>
								<div class="col-sm-5 col-sm-push-1">
									<div class="menu-list">
										<ul>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/plum_crumble.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Plum Crumble</strong>
													<br>
													<span class="price-text">$3.75</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/jelly_cookie.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Jelly Cookie</strong>
													<br>
													<span class="price-text">$2.50</span>
													<p>
														<!-- No description -->
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/babyshower_cookies.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Specialty Cookies</strong>
													<br>
													<!-- <span class="price-text">$2.50</span> -->
													<p>
														We also bake cookies by special order only. Such orders must be made three to four days in advance. Call for pricing.
													</p>
												</div>
											</li>
											<li>
												<div class="dish-pic">
													<img src="assets/images/menu-item/menu-thumbnails/desserts/strawberry_chocolate_cream_cake.jpg" class="img-circle" alt="">
												</div>
												<div class="menu-item-name">
													<strong>Cream Cake</strong>
													<br>
													<!-- <span class="price-text">$-.--</span> -->
													<p>
														Check for prices in store.
														<p class="menu-item-description">Hazelnut, black forest, strawberry, raspberry, lemon, chocolate, pineapple, and peach</p>
													</p>
												</div>
											</li>
										</ul>
									</div>
								</div>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Menu Section End-->

			<!-- Footer Start -->
			<footer class="footer pt-80 pt-xs-40">
				<div class="container">
					<div class="row footer-info mb-60">
						<div class="col-md-4 col-sm-6 col-xs-12 mb-sm-30">
							<h4 class="mb-30">CONTACT Us</h4>
							<address>
								<i class="fa fa-map-marker fa-icons"></i> 2324 4th St. Tuscaloosa, AL 35401
							</address>
							<ul class="link-small">
								<li>
									<a href="mailto:business@support.com"><i class="fa fa-envelope icons-size fa-icons"></i>edelweiss.tuscaloosa@yahoo.com</a>
								</li>
								<li>
									<a><i class="fa fa-phone fa-icons"></i>(205) 343 6545</a>
								</li>
							</ul>
							<div class="icons-hover-black">
								<a target="_blank" href="https://m.facebook.com/EdelweissGermanBakery/"> <i class="fa fa-facebook"></i>
								<a target="_blank" href="http://instagram.com/edelweissbakery"> <i class="fa fa-instagram"></i>
							</div>
						</div>
						<div class="col-md-5 col-sm-6 col-xs-12 mb-sm-30">
							<h4>Links</h4>
							<ul class="link blog-link">
								<li>
									<a href="about_us.html.php"><i class="fa fa-angle-double-right"></i> About Us</a>
								</li>
								<li>
									<a href="contact.html.php"><i class="fa fa-angle-double-right"></i> Contact</a>
								</li>
							</ul>
						</div>
						<!--
						<div class="col-md-3 col-sm-6 col-xs-12">
							<div class="footer-gallery">
								<h4>Photos</h4>
								<ul class="instagram">
									<li><img src="assets/images/1.jpg" alt="">
									</li>
									<li><img src="assets/images/2.jpg" alt="">
									</li>
									<li><img src="assets/images/3.jpg" alt="">
									</li>
									<li><img src="assets/images/3.jpg" alt="">
									</li>
									<li><img src="assets/images/1.jpg" alt="">
									</li>
									<li><img src="assets/images/2.jpg" alt="">
									</li>
								</ul>
							</div>
						</div>
						-->
					</div>
					
				</div>
				<!-- Copyright Bar -->
				<div class="copyright">
					<div class="container">
						<p>
							© 2017 <a><b>Pinpoint Marketing Team LLC & Jesse Wells</b></a>. All Rights Reserved.
						</p>
					</div>
				</div>
				<!-- End Copyright Bar -->
			</footer>
			<!-- Footer End -->		</div>
		<!-- Site Wraper End -->

		<script src="assets/js/jquery-1.12.4.min.js" type="text/javascript"></script>
<script src="assets/js/bootstrap.min.js" type="text/javascript"></script>
<script src="assets/js/custom.js" type="text/javascript"></script>

<script>
$(document).ready(function(){
    $('[data-toggle="popover"]').popover(); 
});

$('.popover-dismiss').popover({
  trigger: 'focus'
})
</script>	</body>
</html>
