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
<link href="assets/css/style.css" rel="stylesheet" type="text/css">		<title>Reservation</title>
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

			<section class="banner banner-bg-1 light-color text-center">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<h3>Delicious Cousine</h3>
							<h1>reservation</h1>
						</div>
					</div>
				</div>
			</section>
			<!--Banner End Here-->
			<!-- Contact Section -->
			<section class="ptb-80 ptb-xs-40">
				<div class="container contact-form">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center">
								<h2>Book Your Table</h2>
								<p class="lead">
									Perspiciatis unde omnis iste natus doxes sit voluptatem  Perspiciatis unde omnis iste natus doxes sit voluptatem
								</p>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-12">

							<!-- Contact FORM -->
							<form class="contact-form reservation-form mt-45" id="contact">
								<!-- IF MAIL SENT SUCCESSFULLY -->
								<div id="success">
									<div role="alert" class="alert alert-success">
										<strong>Thanks</strong> for using our template. Your message has been sent.
									</div>
								</div>
								<!-- END IF MAIL SENT SUCCESSFULLY -->
								<div class="row">
									<div class="col-sm-4">
										<div class="form-field">
											<input class="input-sm form-full" id="name" type="text" name="form-name" placeholder="Your Name">
											<i class="fa fa-user" aria-hidden="true"></i>
										</div>
									</div>
									<div class="col-sm-4">
										<div class="form-field">
											<input class="input-sm form-full" id="email" type="text" name="form-name" placeholder="Your Email">
											<i class="fa fa-envelope" aria-hidden="true"></i>
										</div>
									</div>
									<div class="col-sm-4">
										<div class="form-field">
											<input class="input-sm form-full" id="number" type="text" name="form-name" placeholder="Contact Number">
											<i class="fa fa-phone-square" aria-hidden="true"></i>
										</div>
									</div>
									<div class="col-sm-4">
										<div class="form-field">
											<input type="text" placeholder="Date of Appointment" id="date" class="input-sm form-full datepicker">
											<i class="fa fa-calendar" aria-hidden="true"></i>
										</div>
									</div>
									<div class="col-sm-4">
										<div class="form-field">
											<select name="ResTime" class="input-sm form-full">
												<option value="6:00pm">6:00 pm</option>
												<option value="6:30pm">6:30 pm</option>
												<option value="7:00pm">7:00 pm</option>
												<option value="7:30pm">7:30 pm</option>
												<option value="8:00pm">8:00 pm</option>
												<option value="8:30pm">8:30 pm</option>
												<option value="9:00pm">9:00 pm</option>
												<option value="9:30pm">9:30 pm</option>
												<option value="10:00pm">10:00 pm</option>
												<option value="10:30pm" selected="selected">10:30 pm</option>
											</select>
											<i class="fa fa-clock-o" aria-hidden="true"></i>
										</div>
									</div>
									<div class="col-sm-4">
										<div class="form-field">
											<select name="partySize" class="input-sm form-full">
												<option value="1">1 person</option>
												<option value="2">2 people</option>
												<option value="3">3 people</option>
												<option value="4" selected="selected">4 people</option>
												<option value="5">5 people</option>
												<option value="6">6 people</option>
												<option value="7">7 people</option>
												<option value="8">8 people</option>
												<option value="9">9 people</option>
												<option value="10">10 people</option>
												<option value="11">11 people</option>
												<option value="12">12 people</option>
												<option value="13">13 people</option>
												<option value="14">14 people</option>
												<option value="15">15 people</option>
											</select>
											<i class="fa fa-users" aria-hidden="true"></i>
										</div>
									</div>
									<div class="col-sm-12 mt-30">
										<button class="btn-text" type="button" id="submit" name="button">
											Send Message
										</button>
									</div>
								</div>
							</form>
							<!-- END Contact FORM -->
						</div>
					</div>
					<div class="row pt-80 pt-xs-40">
						<div class="col-sm-7">
							<div class="reservation-block">
								<div class="row text-center row-cell light-color">
									<div class="col-sm-12 col-md-4 pb-xs-30 mb-sm-30">
										<i class="fa fa-phone icon-circle pos-s"></i><a href="#" class="mt-15 i-block">+91 123-1234</a>
									</div>
									<div class="col-sm-12 col-md-4 pb-xs-30 mb-sm-30">
										<i class="fa fa-map-marker icon-circle pos-s"></i>
										<p class="mt-15">
											123 Main Street, St. NW Ste,
											1 Washington, DC,USA.
										</p>
									</div>
									<div class="col-sm-12 col-md-4 pb-xs-30">
										<i class="fa fa-envelope icon-circle pos-s"></i><a href="mailto:Construc@support.com" class="mt-15 i-block">restol@support.com</a>
									</div>
								</div>
							</div>
						</div>
						<div class="col-sm-5">
							<div class="text-block block-pull-l float-left time-box">
								<div class="block-line">
									<img src="assets/images/logo.png" alt="" class="mb-25"><span class="opening-text">WORKING HOURS:</span><span>MON- FRI: 08:00 AM - 10:00 PM</span><span>SAT - SUN: 10:00 AM - 11:00 PM</span>
								</div>
							</div>
						</div>
					</div>
				</div>
			</section>
			
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
		<!-- Mail Function Js -->
		<script src="assets/js/validation.js" type="text/javascript"></script>
		<script src="assets/js/custom.js" type="text/javascript"></script>
	</body>
</html>
