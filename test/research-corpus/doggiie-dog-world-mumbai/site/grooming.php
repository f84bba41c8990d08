
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
  <link type="text/css" href="css/bubble.css" rel="stylesheet" />
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
					<li style="margin-right:40px" class=active>
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
</header>	</div>


	<div class="wrapper" style="margin-bottom:40px">
		<div class="main">
			<div class="tabs">
				<img src="images/icon_tab_seperator.png" style="margin-left:0px"><a href="javascript:void(0);" rel="importance_grooming" class="current">IMPORTANCE OF GROOMING</a>
				<img src="images/icon_tab_seperator.png"><a href="javascript:void(0);" rel="grooming_ddw">GROOMING AT DOGGIIE DOG WORLD</a>
				<img src="images/icon_tab_seperator.png"><a href="javascript:void(0);" rel="creative_grooming">CREATIVE GROOMING</a>
				<img src="images/icon_tab_seperator.png"><a href="javascript:void(0);" rel="grooming_packages">GROOMING PACKAGES FOR DOGS & CATS</a><img src="images/icon_tab_seperator.png" style="margin-right:0px">
			</div>
			<div class="tab-details">
				<div class="hidden" id="importance_grooming" style="display:block">
					<div class="tab_left">
						<div class="wrapper">
							<p class="title">Grooming Is An Essential Part Of Pet Care And Helps To Enhance The Pet's Hygiene And Appearance.</p>
							<p>The best time to start grooming your pet is after it has had all its vaccinations, which is approximately at the age of 3 months. The sooner you introduce your pet to professional grooming, the happier it will be, removing any fear it may tend to develop. All pets require daily grooming; the kind and style of grooming will depend on their breed, age and health.</p>
						</div>
						<p class="title">Benefits Of Daily Grooming:</p>
						<ul>
							<li>Reduces the likelihood of various skin problems and infestation of parasites.</li>
							<li>Monitors the pet's health by checking for cuts, swelling, limps or changes in temperature, all of which are indicative of illness.</li>
						</ul>
					</div>
					
					<div class="tab_right">
					<p><img src="images/facilities/imp-grooming_01.jpg"></p>
					<div class="bubble_wrap">
					<div class="bubbles b0"></div>
					<div class="bubbles b1"></div>
					<div class="bubbles b2"></div>
					<div class="bubbles b3"></div>
					<div class="bubbles b4"></div>
					<div class="bubbles b5"></div>
				</div>
						
					</div>
				</div>


				<div class="hidden" id="grooming_ddw">
					<div class="tab_left">
						<div class="wrapper">
							<p class="title">We At Doggiie Dog World Understand That While You Love Your Pet, You May Not Always Have The Time To Devote To Their Daily Grooming Needs.</p>
							<p>Dogs love to play on the beach, run in the woods and roll in muddy puddles.</p>
							<p>Though this is an essential part of their life, it also makes them dirty and grubby, and causes skin problems and parasitical infestation.</p>
							<p>We at Doggiie Dog World, understand that while you love your pet, you may not always have the time to devote to their daily grooming needs. That is why we take on the responsibility to provide professional grooming, which helps keep your pet happy and healthy and gives you more hassle-free leisure time with it.</p>
							<p>Besides dogs, we also groom cats. While its true that cats themselves are expert groomers, it helps to give them an occasional professional grooming session.</p>
							<p>At Doggiie Dog World, we offer a relaxing and loving grooming environment for dogs and cats of all ages and sizes. Our facilities are air-conditioned and we use the latest equipment including:</p>
						</div>
						<div class="wrapper">
						<ul>
							<li>Hydraulic grooming tables/bath tubs.</li>
							<li>High impact dryers.</li>
							<li>Best quality shampoo and conditioner, specifically designed for animals.</li>
							<li>Clean towels.</li>							
						</ul>
						</div>
						<div class="wrapper">
							<p>At Doggiie Dog World, we believe that prevention is better than cure.   Don't wait until your pet is matted - which leads to many skin conditions such as hot spots and sores, parasitical infestation, itching, infections, discolouration and staining of fur.</p>
							<p>Book your appointment NOW, to ensure your dog always feels good and well cared for. This could also save you possible unnecessary veterinarian bills.</p>
							<p>For your complete satisfaction and your pet's welfare, we will discuss with you in detail about your pet's requirements, health and behaviour.</p>
							<p>Thank you for understanding that at Doggiie Dog World, we put your dog's welfare first. We cannot justify hours of torture. Coats grow back surprisingly quickly, but most importantly:</p>
							<p class="title">Your Dog Will Be Happier & Healthier!!!</p>
						</div>
					</div>
					<div class="tab_right">
						<p style="text-align:right"><img src="images/facilities/grooming-packages_01.jpg"></p>
						<div class="bubble_wrap02">
					<div class="bubbles b0"></div>
					<div class="bubbles b1"></div>
					<div class="bubbles b2"></div>
					<div class="bubbles b3"></div>
					<div class="bubbles b4"></div>
					<div class="bubbles b5"></div>
				</div>
					</div>
				</div>
				
				<div class="hidden" id="creative_grooming">
					<div class="tab_left">
						<div class="wrapper">
							<p class="title">At Doggiie Dog World, We Believe That Every Pet Deserves To Be Pampered.</p>
							<p>We always aim to give your dog the very best care, by looking after it in a friendly and professional manner.</p>
							<p>Style and dazzle your pet with a creative makeover!!! Temporary paint tattoos, Mohawks, feather extensions and glued-jewels are only some of the creative inputs used to groom your dogs. Everything is done keeping in mind the safety and comfort of your pet.</p>
							<p>We use professional coloured dyes, hair extensions, dog shampoos and other grooming products to suit your pet's coat condition.</p>
						</div>
					</div>
					<div class="tab_right">
						<p><img src="images/facilities/imp-grooming.jpg"></p>
						<div class="bubble_wrap03">
					<div class="bubbles b0"></div>
					<div class="bubbles b1"></div>
					<div class="bubbles b2"></div>
					<div class="bubbles b3"></div>
					<div class="bubbles b4"></div>
					<div class="bubbles b5"></div>
				</div>
					</div>
				</div>


				<div class="hidden" id="grooming_packages">
					<div class="wrapper">
						<p class="title">At Doggiie Dog World We Offer A Wide Variety Of Services To Spoil Your Loved One!</p>
						<p>We have also little add-ons to make even a basic bath special. Our grooming services include the following:</p>
					</div>
					<div class="tab_left">
						<p class="title">Posh Pooch Package:</p>
						<ul>
							<li>Premium Shampoo Treatment x2</li>
							<li>Moisturising Conditioner Treatment</li>
							<li>Hand Brushing & Velocity Blow Dry</li>
							<li>Breed Standard Cut or Pet Style</li>
							<li>Nail Trim / File / Buffing </li>
							<li>Eye & Ear Cleaning (with excess ear hair removal if necessary)</li>
							<li>Paw Pad Trim</li>
							<li>Groin Shaved & Sanitary Tidy</li>
							<li>Breath Freshening & Doggy Cologne</li>
							<li>Pawdicure Nail Polish By Request</li>
							<li>Unconditional Tender Loving Care</li>
						</ul>
						<p class="title">Preening and Primping :</p>
						<ul>
							<li>Velocity Blow Dry</li>
							<li>Hand Brushing</li>
							<li>Nail Trim / File</li>
							<li>Eye & Ear Cleaning (with excess ear hair removal if necessary)</li>
							<li>Paw Pad Trim</li>
							<li>Groin Shaved & Sanitary Tidy</li>
							<li>Maintenance Trim of Face - Feet - Tail & Sanitary Areas</li>
							<li>Breath Freshener & Puppy Cologne</li>
							<li>Unconditional Tender Loving Care</li>
						</ul>
						<p class="title">Basic Bath & Brush :</p>
						<ul>
							<li>Shampoo Treatment x2</li>
							<li>Moisturising Conditioner Treatment</li>
							<li>Hand Brushing & Velocity Blow Dry</li>
							<li>Breath Freshening & Doggy Cologne</li>
							<li>Unconditional Tender Loving Care</li>
						</ul>
						<p class="title">Extra Offerings:</p>
						<ul>
							<li>Flea and tick treatment (use the Tick and flea medicated bath + handpick )</li>
							<li>Furminatore treatment</li>
							<li>DE-Matting </li>
							<li>Handstripping</li>
							<li>Soothing Medicated Bath</li>
							<li>Feather hair extensions & crystals</li>
						</ul>
					</div>
					<div class="tab_right">
						<p><br><br><br> <img src="images/facilities/grooming-packages.jpg"></p>
					<div class="bubble_wrap04">
					<div class="bubbles b0"></div>
					<div class="bubbles b1"></div>
					<div class="bubbles b2"></div>
					<div class="bubbles b3"></div>
					<div class="bubbles b4"></div>
					<div class="bubbles b5"></div>
				</div>
						
					</div>
					<div class="wrapper">
						<p>Doggiie Dog World grooming packages are priced as per the size and breed of your pet, as well as the condition of its coat. With a quick examination, we can inform you about the exact cost of your dog or cat's grooming session. The price will be confirmed with you before we start. </p>
						<p>If your dog / cat should become overly stressed or aggressive while under our care, we reserve the right to stop the grooming process for both, our safety and that of the pet. </p>
						<p>We groom dogs as humanely as possible. All dogs are groomed in view, and in a quiet, clean, smoke-free environment.  No tranquilizers or drugs are used. Pets whose fur is determined to be too tangled or matted will be given a short hair-cut to spare any discomfort. We recommend that the pet is stripped off its matted coat to ensure its well being. With regular grooming appointments, your pet will have a new and shiny coat in no time.</p>			
					</div>
				</div>
			</div>
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