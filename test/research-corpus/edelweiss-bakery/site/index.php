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
<link href="assets/css/style.css" rel="stylesheet" type="text/css">		<title>Edelweiss</title>
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
			<!--  Main Banner Start Here-->
			<div class="main-banner">
				<div id="rev_slider_34_1_wrapper" class="rev_slider_wrapper" data-alias="news-gallery34">
					<!-- START REVOLUTION SLIDER 5.0.7 fullwidth mode -->
					<div id="rev_slider_34_1" class="rev_slider" data-version="5.0.7">
						<ul>
							<!-- SLIDE  -->
<!-- <li data-index="rs-129"> -->
<li data-index="rs-129" data-title="" data-description="">	<!-- MAIN IMAGE -->
	<img src="assets/images/originals/photos_resized/1920x1000/1920x1000_5.jpg"  alt=""  class="rev-slidebg" >	<!-- LAYERS -->

	<!-- LAYER NR. 2 -->
	<div class="tp-caption Newspaper-Title tp-resizeme "
	id="slide-129-layer-1"	data-x="['center','center','center','center']" data-hoffset="['0','0','0','0']"
	data-y="['center','center','center','center']" data-voffset="['0','0','0','0']"
	data-fontsize="['50','50','50','30']"
	data-lineheight="['55','55','55','35']"
	data-width="['600','600','600','420']"
	data-height="none"
	data-whitespace="normal"
	data-transform_idle="o:1;"

	data-transform_in="y:[100%];z:0;rX:100deg;rY:0;rZ:0;sX:1;sY:1;skX:0;skY:0;s:1500;e:Power3.easeInOut;"
	data-transform_out="auto:auto;s:1000;e:Power3.easeInOut;"
	data-mask_in="x:0px;y:0px;s:inherit;e:inherit;"
	data-mask_out="x:0;y:0;s:inherit;e:inherit;"
	data-start="1000"
	data-splitin="none"
	data-splitout="none"
	data-responsive_offset="on" >
		<div class="banner-text text-center">
			<img src="assets/images/originals/edelweiss_text.png">
<h2>German Bakery</h2>
<p style="font-size:27px;">
	Edelweiss serves daily breakfast and lunch, featuring delicious, authentic German breads, pretzels, rolls, and cakes daily. Willkommen!
</p>
<a class="btn-text" href="about_us.html.php"> read more</a>		</div>
	</div>
</li>

<!-- SLIDE  -->
<!-- <li data-index="rs-129"> -->
<li data-index="rs-130" data-title="" data-description="">	<!-- MAIN IMAGE -->
	<img src="assets/images/originals/photos_resized/1920x1000/1920x1000_2.jpg"  alt=""  class="rev-slidebg" >	<!-- LAYERS -->

	<!-- LAYER NR. 2 -->
	<div class="tp-caption Newspaper-Title tp-resizeme "
	id="slide-130-layer-1"	data-x="['center','center','center','center']" data-hoffset="['0','0','0','0']"
	data-y="['center','center','center','center']" data-voffset="['0','0','0','0']"
	data-fontsize="['50','50','50','30']"
	data-lineheight="['55','55','55','35']"
	data-width="['600','600','600','420']"
	data-height="none"
	data-whitespace="normal"
	data-transform_idle="o:1;"

	data-transform_in="y:[100%];z:0;rX:100deg;rY:0;rZ:0;sX:1;sY:1;skX:0;skY:0;s:1500;e:Power3.easeInOut;"
	data-transform_out="auto:auto;s:1000;e:Power3.easeInOut;"
	data-mask_in="x:0px;y:0px;s:inherit;e:inherit;"
	data-mask_out="x:0;y:0;s:inherit;e:inherit;"
	data-start="1000"
	data-splitin="none"
	data-splitout="none"
	data-responsive_offset="on" >
		<div class="banner-text text-center">
			<img src="assets/images/originals/edelweiss_text.png">
<h2>German Bakery</h2>
<p style="font-size:27px;">
	Edelweiss serves daily breakfast and lunch, featuring delicious, authentic German breads, pretzels, rolls, and cakes daily. Willkommen!
</p>
<a class="btn-text" href="about_us.html.php"> read more</a>		</div>
	</div>
</li>

<!-- SLIDE  -->
<!-- <li data-index="rs-129"> -->
<li data-index="rs-131" data-title="" data-description="">	<!-- MAIN IMAGE -->
	<img src="assets/images/originals/photos_resized/1920x500/1920x500_1.jpg"  alt=""  class="rev-slidebg" >	<!-- LAYERS -->

	<!-- LAYER NR. 2 -->
	<div class="tp-caption Newspaper-Title tp-resizeme "
	id="slide-131-layer-1"	data-x="['center','center','center','center']" data-hoffset="['0','0','0','0']"
	data-y="['center','center','center','center']" data-voffset="['0','0','0','0']"
	data-fontsize="['50','50','50','30']"
	data-lineheight="['55','55','55','35']"
	data-width="['600','600','600','420']"
	data-height="none"
	data-whitespace="normal"
	data-transform_idle="o:1;"

	data-transform_in="y:[100%];z:0;rX:100deg;rY:0;rZ:0;sX:1;sY:1;skX:0;skY:0;s:1500;e:Power3.easeInOut;"
	data-transform_out="auto:auto;s:1000;e:Power3.easeInOut;"
	data-mask_in="x:0px;y:0px;s:inherit;e:inherit;"
	data-mask_out="x:0;y:0;s:inherit;e:inherit;"
	data-start="1000"
	data-splitin="none"
	data-splitout="none"
	data-responsive_offset="on" >
		<div class="banner-text text-center">
			<img src="assets/images/originals/edelweiss_text.png">
<h2>German Bakery</h2>
<p style="font-size:27px;">
	Edelweiss serves daily breakfast and lunch, featuring delicious, authentic German breads, pretzels, rolls, and cakes daily. Willkommen!
</p>
<a class="btn-text" href="about_us.html.php"> read more</a>		</div>
	</div>
</li>

						</ul>
						<div class="tp-bannertimer tp-bottom"></div>
					</div>
				</div>
			</div>
			<!--  Main Banner End Here-->
			<!--About Section-->
			<section class="about-section pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>The Bakery</h2>
								<p class="lead">
									Edelweiss German Coffee Shop &amp; Bakery is located in downtown Tuscaloosa's Temerson Square
								</p>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-7">
							<div class="rastaurant-pic">
								<img src="assets/images/originals/photos_resized/630x400/630x400_1.jpg" alt="">
							</div>
						</div>
						<div class="col-sm-5">
							<div class="text-block block-pull-l float-left">
								<br>
								<div class="block-line">
									<p>
										Join us for breakfast, lunch, or just a great cup of coffee. You can choose to relax inside or enjoy some fresh air on our porch.
									</p>
									<a href="about_us.html.php" class="btn-text">About Us</a>
								</div>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--About Section End-->

			<!--Opening Section-->
			<section class="our-open overlay_bg text-center bg_2 light-color pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>Opening Hours</h2>
								<p class="lead">
									Serving Breakfast, Lunch & Delectables
								</p>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-6 col-md-6 mb-xs-30 mb-sm-30">
							<div class="opening-box">
								<strong>Monday - Saturday</strong><span class="opening-time">6:30AM - 5:00PM</span><a href="contact.html.php" class="btn-text">Special Requests</a>
							</div>
						</div>
						<div class="col-sm-6 col-md-6 mb-xs-30 mb-sm-30">
							<div class="opening-box">
								<strong>Sunday</strong><span class="opening-time">8:00AM - 2:00PM</span><a href="contact.html.php" class="btn-text">Special Requests</a>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Opening Section End-->
			<!--Menu Section-->
			<section class="our-menu pb-80 pb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center pt-80">
								<h2>Our Menu</h2>
								<p class="lead">
									Our menu features a great variety of breakfast and lunch along with a large selection of coffee drinks and sweets.
								</p>
								<hr>
								<p class="lead"><b><i>Call for our weekly specials.</i></b></p>
							</div>
						</div>
						<div class="col-sm-12 col-md-6 pr-0 plr-xs-15">
							<div class="about-block black-bg light-color hover-bg clearfix">
								<div class="fl half-width">
									<img class="img-responsive" src="assets/images/originals/photos_resized/846x634/846x634_6.jpg" alt="Photo">
								</div>
								<div class="text-box padding-20 pt-50 half-width fl">
									<a href="menu.html.php">
									<div class="box-title">
										<h3 class="mt-0">Breakfast</h3>
									</div>
									<div class="text-content">
										<p>
											From egg dishes to breakfast sandwiches and pastries, let us start your day right.
										</p>
									</div> </a>
								</div>
							</div>
						</div>
						<div class="col-sm-12 col-md-6 pl-0 plr-xs-15">
							<div class="about-block black-bg light-color hover-bg  mb-40 clearfix">
								<div class="fl float-right-sm half-width">
									<img class="img-responsive" src="assets/images/originals/photos_resized/846x634/846x634_5.jpg" alt="Photo">
								</div>
								<div class="text-box padding-20 pt-50 half-width fl">
									<a href="menu.html.php">
									<div class="box-title">
										<h3 class="mt-0">Lunch</h3>
									</div>
									<div class="text-content">
										<p>
											Enjoy a variety of sandwiches and German treats to power the rest of your day.
										</p>
									</div> </a>
								</div>
							</div>
						</div>
						<div class="col-sm-12 col-md-6 pr-0 plr-xs-15">
							<div class="about-block black-bg light-color hover-bg mb-40 clearfix">
								<div class="fr float-left-sm half-width">
									<img class="img-responsive" src="assets/images/originals/photos_resized/846x634/846x634_3.jpg" alt="Photo">
								</div>
								<div class="text-box padding-20 pt-50 text-right text-xs-left half-width fl ">
									<a href="menu.html.php">
									<div class="box-title">
										<h3 class="mt-0">Muffins & Pastries</h3>
									</div>
									<div class="text-content">
										<p>
											Featuring the finest from scones to custom cakes, we offer only the most quality German delectables.
										</p>
									</div> </a>
								</div>
							</div>
						</div>
						<div class="col-sm-12 col-md-6 pl-0 plr-xs-15">
							<div class="about-block black-bg light-color hover-bg mb-40 clearfix">
								<div class="fr half-width">
									<img class="img-responsive" src="assets/images/originals/photos_resized/846x634/846x634_4.jpg" alt="Photo">
								</div>
								<div class="text-box padding-20 pt-50 text-right text-xs-left half-width fl">
									<a href="menu.html.php">
									<div class="box-title">
										<h3 class="mt-0">Coffee & Smoothies</h3>
									</div>
									<div class="text-content">
										<p>
											From specialty coffees and teas to sweet smoothies, we have the drink for you
										</p>
									</div> </a>
								</div>
							</div>
						</div>

						<div class="row">
							<div class="text-center">
								<a href="printable_menu.pdf" download><b>Click here for printable menu.</b></a>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Menu Section End-->

			<!--Testimonial Section-->
			<section class="testimonial-section overlay_bg bg_2 text-center light-color pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-80 text-center">
								<h2>Testimonial</h2>
								<p class="lead">
									There is no greater compliment than a review or referral from our clients. We thank you for sharing your experiences.
								</p>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-4 mb-sm-80">
							<div class="testimonial-block cyan-background">
								<figure class="testimonial-img">
									<img class="img-circle img-border" src="assets/images/originals/photos_resized/70x70/70x70_1.jpg" alt="">
								</figure>
								<h3 class="testimonial-author">mwinston</h3>
								<hr class="small-divider">
								<p>
									Open for breakfast and lunch. Serves a variety of German meats, breads, sauerkraut, pastries, etc. Excellent food, pleasant servers.
								</p>
								<br>
								<hr>
								<p>TripAdvisor</p>
								<span class="star"> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> </span>
							</div>
						</div>
						<div class="col-sm-4 mb-sm-80">
							<div class="testimonial-block cyan-background">
								<figure class="testimonial-img">
									<img class="img-circle img-border" src="assets/images/originals/photos_resized/70x70/70x70_2.jpg" alt="">
								</figure>
								<h3 class="testimonial-author writer">Rachel N.</h3>
								<hr class="small-divider">
								<p>
									How have I lived here so long and just found this place! I loved it! The chai tea latte was great and so were their scones! It's the best place to casually meet up with a friend in the morning and I will be going back soon!
								</p>
								<hr>
								<p>Yelp</p>
								<span class="star"> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> </span>
							</div>
						</div>
						<div class="col-sm-4 ">
							<div class="testimonial-block cyan-background">
								<figure class="testimonial-img">
									<img class="img-circle img-border" src="assets/images/originals/photos_resized/70x70/70x70_3.jpg" alt="">
								</figure>
								<h3 class="testimonial-author">JP Gravitt</h3>
								<hr class="small-divider">
								<p>
									This place is absolutely amazing. I love it. The food is fantastic, authentic, and I swear to god I could eat every last pastry they have on display. Plus, the bratwursts are absolutely impeccable.
								</p>
								<hr>
								<p>Zomato</p>
								<span class="star"> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> <i class="fa fa-star" aria-hidden="true"></i> </span>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Testimonial Section End-->
			
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
<!-- revolution Js -->
<script type="text/javascript" src="assets/js/jquery.themepunch.tools.min.js"></script>
<script type="text/javascript" src="assets/js/jquery.themepunch.revolution.min.js"></script>
<script type="text/javascript" src="assets/extensions/revolution.extension.slideanims.min.js"></script>
<script type="text/javascript" src="assets/extensions/revolution.extension.layeranimation.min.js"></script>
<script type="text/javascript" src="assets/extensions/revolution.extension.navigation.min.js"></script>
<script type="text/javascript" src="assets/extensions/revolution.extension.parallax.min.js"></script>
<script type="text/javascript" src="assets/js/jquery.revolution.js"></script>
<!-- carousel Js -->
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
