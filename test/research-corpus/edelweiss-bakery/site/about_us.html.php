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
<link href="assets/css/style.css" rel="stylesheet" type="text/css">		<title>About Us</title>
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

			<!--End Header Section-->			<!-- Banner Start Here-->

			<section class="banner banner-bg-1 light-color text-center">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<h1>About Us</h1>
							<blockquote>
								"It is a pleasure for me to share the recipes that have been passed down in my family for generations."
								<br>
								<cite>Ester Scheeff, Owner</cite>
							</blockquote>
						</div>
					</div>
				</div>
			</section>
			<!--Banner End Here-->
			<!--Menu Section-->
			<section class="about-section pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-6">
							<h2>Ester's Creations</h2>
							<p class="lead">
								Since 2007 Ester Scheeff, a native German from Stuttgart, has been serving traditional German cakes, pastries, and lunch specials with love to all of Tuscaloosa.
							</p>
							<p>
								A few of Scheeff's homemade desserts include apple and plum crumble cake, mandarin cheesecake, fruit tartlet, and cream puffs.
							</p>
							<p>
								Chicken, ham, vegetable paninis, bratwurst, currywurst, and german hotdogs are on the menu and served every day.
							</p>
							<p>
								Specials are served Monday through Friday and are changed up monthly. One of the most popular specials is our jaegerschnitzel - a pork casserole served with potato wedges.
							</p>
						</div>
						<div class="col-sm-6">
							<div class="row">
								<div class="col-sm-4">
									<div class="row">
										<div class="col-sm-12 mb-15">
											<img class="img-responsive" src="assets/images/originals/photos_resized/400x412/400x412_1.jpg" alt="Photo">
										</div>
										<div class="col-sm-12">
											<img class="img-responsive" src="assets/images/originals/photos_resized/400x412/400x412_2.jpg" alt="Photo">
										</div>
									</div>
								</div>
								<div class="col-sm-8  no-padding">
									<img class="img-responsive" src="assets/images/originals/photos_resized/551x502/551x502_1.jpg" alt="Photo">
								</div>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Menu Section End-->

			<!--Friendly Section-->
			<section class="our-menu overlay_bg bg_3 text-center light-color pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-8 col-sm-push-2  mb-xs-30 mb-sm-30">
							<div class="padding-30 bg-gold">
								<div class="border-white padding-30">
									<h2> Always Friendly</h2>
									<p class="lead">
										Our most valuable asset
									</p>
									<p>
										Join us for breakfast, lunch, or just for a great cup of coffee and a pastry. We look forward to welcoming you soon.
									</p>
								</div>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Friendly Section End-->
			
			<!-- assets/php/omitted_sections/about_us_bottom.html.php -->
			
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
	</body>
</html>