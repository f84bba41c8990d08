<!DOCTYPE HTML>

<html>

<head>
	<title>Doggiie Dog World</title>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8" /> 
	<meta name="viewport" content="width=960">
	<meta name="format-detection" content="telephone=no">
	<link rel="shortcut icon" type="image/x-icon" href="favicon.ico">
	<link href="css/colorbox.css" type="text/css" rel="stylesheet">
	<link href="css/animate.min.css" type="text/css" rel="stylesheet">
	<link href="css/style.css" type="text/css" rel="stylesheet">
	<link href="css/contactable.css" type="text/css" rel="stylesheet">
	<script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
  (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
  m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
  })(window,document,'script','//www.google-analytics.com/analytics.js','ga');

  ga('create', 'UA-60305559-1', 'auto');
  ga('send', 'pageview');

</script>
</head>

<body>

	<div class="wrapper">
		
<div id="ribbon">&nbsp;</div>
<div id="social_links">
	<a href="https://www.youtube.com/channel/UCsQixMJh2oCyuBjVVv5wdZA" target="_blank"><img src="images/youtube-icon.png" alt="Youtube" style="width: 20px;"></a>
	<a href="https://www.facebook.com/DoggiieDogWorld" target="_blank"><img src="images/fb_icon.png" alt="Facebook" style="width: 20px;"></a>
	<a href="http://instagram.com/Doggiiedogworld" target="_blank"><img src="images/instagram_icon.png" alt="Instagram" style="width: 20px;"></a>
	<a href="https://twitter.com/Poojaadvani_ddw" target="_blank"><img src="images/logo22.png" alt="Twitter" style="width: 20px;"></a>
</div>

<header>
	<div class="hsi-bar">
	<img src="images/Badges-01.png" />
	<div class="hsi-content">
	<p>Help HSI Save Our Furry Friends In Nepal</p>
	<span> To Find Out More: <a href="http://www.hsi.org/world/india/" target="_blank">Click Here</a></span>
	<span>Foreign Citizens: <a href="http://bit.ly/1OOa4YN" target="_blank">Donate Here</a></span>
	<span>Indian Citizens: <a href="http://ketto.org/skfmyoforanimals" target="_blank">Donate Here</a></span>
	</div>
	</div>
	<nav>
		<div class="menus">
			<div class="main">
				<ul>
					<li >
						<a href="about-us.php">About Us</a>
						<div style="margin-right:0px;width:104%;"><a href="about-us.php"><img src="images/icon_about.png"></a></div>
					</li>
					<li style="margin-right:40px" >
						<a href="facilities.php">Facilities</a>
						 <ul>
							<li style="margin-top:6px">
								<a href="grooming.php">GROOMING</a>
							</li>
							<li>
								<a href="splash-pool-fun.php">SPLASH POOL FUN</a>
							</li>
							<li>
								<a href="obedience-training.php">OBEDIENCE TRAINING</a>
							</li>
							<li>
								<a href="day-care.php">DAY CARE / BOARDING</a>
							</li>
						</ul>
						<div><a href="facilities.php"><img src="images/icon_facilities.png"></a></div>
					</li>
					<li style="margin-right:190px" >
						<a href="gallery.php">Gallery & Videos</a>
						<ul>
							<li style="margin-top:6px">
								<a href="gallery.php">GALLERY</a>
							</li>
							<li>
								<a href="videos.php">VIDEOS</a>
							</li>
						</ul>
						<div><a href="gallery.php"><img src="images/icon_gallery.png"></a></div>
					</li>
					<li style="margin-right:50px" >
						<a href="news-media.php">News & Media</a>
						<ul style="left:0px">
							<li style="margin-top:6px">
								<a href="news-media.php">Media</a>
							</li>
							<li>
								<a href="publication.php">Publication</a>
							</li>
							<li>
								<a href="testimonials.php">Testimonials</a>
							</li>
						</ul>
						<div><a href="news-media.php"><img src="images/icon_news.png"></a></div>
					</li>
					<li >
						<a href="blog/">Blog</a>
					<div><a href="blog/"><img src="images/icon-blog.png"></a></div>
					</li>
					<li  style="margin-right:50px" >
						<a href="contact-us.php">Contact Us</a>
						<div><a href="contact-us.php"><img src="images/icon_contact.png"></a></div>
					</li>
				</ul>
				<div id="logo"><a href="index.php" style="opacity:1"><img src="images/logo.png" alt="Logo"></a></div>
			</div>
		</div>
	</nav>
</header>
	</div>

	<div class="wrapper">
	<div class="cycle-slideshow"  id="homeSlider"
	    data-cycle-fx=fade
	    data-cycle-timeout=5000
	    data-cycle-slides="> div"
	    data-cycle-next="#next"
	    data-cycle-prev="#prev",
	    data-cycle-pager=".pager"
	    >
		  <div id="slider01">
		  	<p class="animated bounceInRight center">The Greatness Of A Nation And Its Moral<br>Progress Can Be Judged By The Way Its<br>Animals Are Treated.<br><span>- Mahatma Gandhi</span></p>
		  </div>
		  <div id="slider02">
		  	<p class="animated bounceInRight">If I had a pound for everytime my dog<br>made me smile, I'd be a Millionaire</p>
		  </div>
		  <div id="slider03">
		  	<p class="animated bounceInLeft">If you think dogs can't count, try putting<br>three dog biscuits in your pocket and then<br>giving your dog only two of them. </p>
		  </div>
		  <div id="slider04">
		  	<p class="center animated bounceInRight">The only escapes from the<br>miseries of life are music and cats.</p>
		  </div>
		  <div id="slider05">
		  	<p class="center animated bounceInDown">People that hate cats will come<br>back as mice in their next life.</p>
		  </div>
		</div>
	</div>
	<div class="pager"></div>

	<div class="wrapper">
		<footer>
<div style="margin-left: 330px;"><p style="margin-top: 6px;"><a href="https://www.youtube.com/channel/UCsQixMJh2oCyuBjVVv5wdZA" target="_blank"><img src="images/you-tube2.png" alt="Youtube"></a></p> <p style="margin-top: 6px;"><a href="https://www.facebook.com/DoggiieDogWorld" target="_blank"><img src="images/fb_icon2.png" alt="Facebook"></a></p><p style="margin-top: 6px;"><a href="http://instagram.com/Doggiiedogworld" target="_blank"><img src="images/instagram_icon2.png" alt="Instagram"></a><a href="https://twitter.com/Poojaadvani_ddw" target="_blank"><img src="images/logo22.png" alt="Twitter" style="width: 18px; padding-left: 7px;"></a></p><p> | </p> <p style="margin-left: 5px;"><img src="images/Copyright-02.png" ></p><p id="footer"> 2014 Doggiie Dog World. All Rights Reserved | <a href="terms.php">Terms and Conditions</a> | Crafted by <a href="http://www.togglehead.in/" target="_blank">Togglehead</a></p></div>
</footer>


<div id="my-contact-div">

<div id="contactable-inner"></div>
<form id="contactable-contactForm" name="contactable-contactForm" method="post" action="">
<div class="contactable-holder">
<p><label for="contactable-name">Name<span class="contactable-green"> * </span></label><br /><input id="contactable-name" class="required" name="name" /></p>
<p><label for="contactable-email">Email<span class="contactable-green"> * </span></label><br /><input id="contactable-email" class="required email" name="email" /></p>
<p><label for="contactable-dropdown">Service Type</label><br /><select name="dropdown" id="contactable-dropdown" class="contactable-dropdown">
<option value="General Enquiry">General Enquiry</option>
<option value="Grooming">Grooming</option>
<option value="Splash Pool Fun">Splash Pool Fun</option>
<option value="Obedience Training">Obedience Training</option>
<option value="Day Care / Boarding">Day Care / Boarding</option>
</select></p>
<p>
<label for="contactable-message">Message<span class="contactable-green"> * </span></label><br /><textarea id="contactable-message" name="message" class="required" rows="4" cols="30" ></textarea></p>
<p><input class="contactable-submit" type="submit" value="SUBMIT"/></p>
<br/>
<p align="center" style="font-size:20px; font-family: 'impactregular';">OR CALL US ON 9167242218</p>
</div></form>

</div>

	<div class="wrapper">

		<script type="text/javascript" src="js/jquery.js"></script>
	<script type="text/javascript" src="js/jquery.nicescroll.min.js"></script>
	<script type="text/javascript" src="js/jquery.cycle2.min.js"></script>
	<script type="text/javascript" src="js/jquery.colorbox.js"></script>
	<script type="text/javascript" src="js/form_validation.js"></script>
	<script type="text/javascript" src="js/main.js"></script>
	


</body>

</html>