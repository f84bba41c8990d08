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
<style type="text/css">
	#cboxClose { top: 10px; right: 10px; }
</style>
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
					<li>
						<a href="about-us.html">About Us</a>
						<div style="margin-right:0px;width:104%;"><a href="about-us.html"><img src="images/icon_about.png"></a></div>
					</li>
					<li style="margin-right:40px">
						<a href="facilities.html">Facilities</a>
						 <ul>
							<li style="margin-top:6px">
								<a href="grooming.html">GROOMING</a>
							</li>
							<li>
								<a href="splash-pool-fun.html">SPLASH POOL FUN</a>
							</li>
							<li>
								<a href="obedience-training.html">OBEDIENCE TRAINING</a>
							</li>
							<li>
								<a href="day-care.html">DAY CARE / BOARDING</a>
							</li>
						</ul>
						<div><a href="facilities.html"><img src="images/icon_facilities.png"></a></div>
					</li>
					<li style="margin-right:190px">
						<a href="gallery.html">Gallery & Videos</a>
						<ul>
							<li style="margin-top:6px">
								<a href="gallery.html">GALLERY</a>
							</li>
							<li>
								<a href="videos.html">VIDEOS</a>
							</li>
						</ul>
						<div><a href="gallery.html"><img src="images/icon_gallery.png"></a></div>
					</li>
					<li style="margin-right:50px">
						<a href="news-media.html">News & Media</a>
						<ul style="left:0px">
							<li style="margin-top:6px">
								<a href="news-media.html">Media</a>
							</li>
							<li>
								<a href="publication.html">Publication</a>
							</li>
							<li>
								<a href="testimonials.html">Testimonials</a>
							</li>
						</ul>
						<div><a href="news-media.html"><img src="images/icon_news.png"></a></div>
					</li>
					<li>
						<a href="blog/">Blog</a>
					<div><a href="blog/"><img src="images/icon-blog.png"></a></div>
					</li>
					<li  style="margin-right:50px">
						<a href="contact-us.html">Contact Us</a>
						<div><a href="contact-us.html"><img src="images/icon_contact.png"></a></div>
					</li>
				</ul>
				<div id="logo"><a href="index.html" style="opacity:1"><img src="images/logo.png" alt="Logo"></a></div>
			</div>
		</div>
	</nav>
</header>
	</div>


	<div class="wrapper">
		<div class="main">
			<ul class="news_media">
				
				<li>
					<a href="testimonials/SAPNA.php" class="news_link">
						<img src="images/testimonials/sapna-small.jpg" alt="">
						<span>CASPER AND JUNIOR - SAPNA DAND</span> 
					</a>
				</li>
				
				
				<li>
					<a href="testimonials/BUSTER-AKANSHA-ANUSHKA-RANJAN.php" class="news_link">
						<img src="images/testimonials/Akansha-&-Anushka-Ranjan.jpg" alt="">
						<span>BUSTER - AKANSHA & ANUSHKA RANJAN</span> 
					</a>
				</li>
				
				
				<li>
					<a href="testimonials/MUFFIN-NEETU-AHLUWALIA.php" class="news_link">
						<img src="images/testimonials/Neetu-Ahluwalia.jpg" alt="">
						<span>MUFFIN - NEETU AHLUWALIA</span> 
					</a>
				</li>
				
				<li>
					<a href="testimonials/RAKHI.php" class="news_link">
						<img src="images/testimonials/Rakhi.jpg" alt="">
						<span>RAKHI</span> 
					</a>
				</li>
				
				<li>
					<a href="testimonials/EVA -JASPAL-SINGH-SAWHNEY.php" class="news_link">
						<img src="images/testimonials/Jaspal-Singh-Sawhney.jpg" alt="">
						<span>EVA - JASPAL SINGH SAWHNEY</span> 
					</a>
				</li>
				<li>
					<a href="testimonials/PAYAL-KAUL-AND-RITESH-KANT.php" class="news_link">
						<img src="images/testimonials/Payal-Kaul.jpg" alt="">
						<span>BUDDY - PAYAL KAUL AND RITESH KANT</span> 
					</a>
				</li>
				
				<li>
					<a href="testimonials/ISHMEET-CHANDIOK.php" class="news_link">
						<img src="images/testimonials/Ishmeet-Chandiok.jpg" alt="">
						<span>PIXIE & HARLEY - ISHMEET CHANDIOK</span> 
					</a>
				</li>
				
				<li>
					<a href="testimonials/LEENA-UKIL.php" class="news_link">
						<img src="images/testimonials/Leena-Ukil.jpg" alt="">
						<span>RUBY - LEENA UKIL</span> 
					</a>
				</li>
				<li>
					<a href="testimonials/TIA-BAJPAI.php" class="news_link">
						<img src="images/testimonials/Tia-Bajpai.jpg" alt="">
						<span>LEO - TIA BAJPAI</span> 
					</a>
				</li>
				<li>
					<a href="testimonials/KRITI-MAJMUDAR.php" class="news_link">
						<img src="images/testimonials/Kriti-Majmudar.jpg" alt="">
						<span>MISCHIEF - KRITI MAJMUDAR</span> 
					</a>
				</li>
				<li>
					<a href="testimonials/ANUPAMA-MALHOTRA.php" class="news_link">
						<img src="images/testimonials/Anupama-Malhotra.jpg" alt="">
						<span>PUDDING - ANUPAMA MALHOTRA</span>
					</a>
				</li>
				<li>
					<a href="testimonials/YUVIKA-PUROHIT.php" class="news_link">
						<img src="images/testimonials/Yuvika-Purohit.jpg" alt="">
						<span>MAXX - YUVIKA PUROHIT</span>
					</a>
				</li>
				<li>
					<a href="testimonials/RADHIKA-VIVEK.php" class="news_link">
						<img src="images/testimonials/Radhika-&-Vivek.jpg" alt="">
						<span>BENJY - RADHIKA & VIVEK</span>
					</a>
				</li>
				<li>
					<a href="testimonials/SAMEYO.php" class="news_link">
						<img src="images/testimonials/sameyo.jpg" alt="">
						<span>SAMEYO</span>
					</a>
				</li>
				<li>
					<a href="testimonials/DHRISHTI.php" class="news_link">
						<img src="images/testimonials/dhrishti.png" alt="">
						<span>AI - DHRISHTI</span>
					</a>
				</li>
				<li>
					<a href="testimonials/PRITI-TALWAR.php" class="news_link">
						<img src="images/testimonials/Priti-Talwar.jpg" alt="">
						<span>GOGO - PRITI TALWAR</span>
					</a>
				</li>
				<li>
					<a href="testimonials/SANSKRUTI-MEHTA.php" class="news_link">
						<img src="images/testimonials/Sanskruti-Mehta.jpg" alt="">
						<span>ZELDA – SANSKRUTI MEHTA</span>
					</a>
				</li>
			</ul>
		</div>
	</div>

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