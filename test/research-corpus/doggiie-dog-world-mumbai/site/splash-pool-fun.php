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
 <link type="text/css" href="css/updown.css" rel="stylesheet" />
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


	<div class="wrapper" style="margin-bottom:40px">
		<div class="main">
			<div class="tabs">
				<img src="images/icon_tab_seperator.png" style="margin-left:0px"><a href="javascript:void(0);" rel="importance_grooming" class="current">SWIMMING</a>
				<img src="images/icon_tab_seperator.png" style="margin-left:0px"><a href="javascript:void(0);" rel="creative_grooming">BENEFITS OF SWIMMING</a>
				<img src="images/icon_tab_seperator.png"><a href="javascript:void(0);" rel="grooming_ddw">DOGGIIE DOG WORLD SPLASH POOL</a><img src="images/icon_tab_seperator.png" style="margin-right:0px">
			</div>
			<div class="tab-details">
				<div class="hidden" id="importance_grooming" style="display:block">
					<div class="tab_left">
						<div class="wrapper">
							<p class="title">Water Is Relaxing And Therapeutic And Most Dogs Enjoy Playing, Splashing And Swimming In Water.</p>
							<p>While swimming is fun for the dogs, it also has several practical applications, which help in maintaining good health, rehabilitation and recovering from illness and trauma.</p>
						</div>
						<p class="title">Swimming For Dogs (Under Vet Supervision) Can Be Used:</p>
						<ul>
							<li>To maintain general fitness and weight loss.</li>
							<li>As pre-operative, post-operative conditioning, rehabilitation and recovery.</li>
							<li>To increase muscle mass, strength flexibility and range of movement.</li>
							<li>To reduce swelling, stiffness and pain (especially in chronic medical conditions such as arthritis, hip dysplasia etc.).</li>
							<li>To improve blood circulation, increase respiratory and cardiovascular activities.</li>
						</ul>
					</div>
					<div class="tab_right">
						<p><img src="images/facilities/swimming.jpg"></p>
						<div class="updown">
							<img src="images/facilities/Dog.png" alt="">
						</div> 
						<div class="bubble_wrap06">
						<div class="bubbles7"></div>
						<div class="bubbles4"></div>
						<div class="bubbles2"></div>
						<div class="bubbles3"></div>
						<div class="bubbles5"></div>
						<div class="bubbles6"></div>
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
						<p class="title">Swimming Is One Of The Best Forms Of Exercise, As It Works On Building Muscle Mass And Tone Through Varied And Increased Range Of Motion.</p>
						<p>Swimming has also proven beneficial for several medical conditions, which include orthopaedic, neurological, soft tissue injuries and degenerative conditions, as well as those related to age - developmental and geriatric.</p>
						<ul>
							<li>The Buoyancy & Viscosity of water relieves the effect of gravity on the body, allowing it to be weightless, and thus exercising the muscles and joints, without them being stressed. This allows for free movement of limbs, enabling your dog to do more exercises, than it would normally do.</li>
							<li>The water resistance helps in building stamina and endurance, while at the same time enhances muscle tone, posture and performance.</li>
							<li>The water kneads the body gently, giving it a massage-like effect. The hydrostatic pressure serves to provide an anti-inflammatory effect, reducing thereby swelling and resulting in more comfortable and natural limb movements.</li>
							<li>The flow of the moving water is at a controlled temperature. The warmth of the flowing water stimulates the touch receptors on the skin, increasing blood circulation and releasing tight muscles, which effectively aids in healing.</li>
							<li>Controlled swimming results in a generic feeling of well being (due to release of endorphins), improved cardiovascular fitness and in general, an improved quality of life.</li>
							<li>Controlled swimming also aids potentially earlier return to normal activities - very important for owners of Assistance or Working Dogs.</li>
						</ul>
					</div>	
					<div class="tab_right">
						<p><img src="images/facilities/Benefits-of-Swimming.jpg"></p>
						<div class="updown">
							<img src="images/facilities/Dog.png" alt="">
						</div> 
						<div class="bubble_wrap-bos">
						<div class="bubbles7"></div>
						<div class="bubbles4"></div>
						<div class="bubbles2"></div>
						<div class="bubbles3"></div>
						<div class="bubbles5"></div>
						<div class="bubbles6"></div>
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
							<p class="title">At The Doggiie Dog World Splash Pool, We Use A Controlled Environment To Convert Play Into A Host Of Benefits For Your Beloved Pet.</p>
							<p>Your pet is assisted with buoyancy aids, life jackets, toys and lots and lots of encouragement!</p>
						<ul>
							<li>Our pool is 5 feet wide and 12.4 feet long with jets to increase resistance.</li>
							<li>It is also UV sterilised, chlorine free, constantly filtered and tested 3 times daily to ensure that it is perfectly safe for your dog to enjoy.</li>
							<li>The water is heated to a therapeutic 28-30 degrees Celsius helping to relax muscles and relieve stiffness in the joints.</li>
							<li>Surrounding the pool is a non-slip ramp, angled at a gentle slope, which allows your dog to enter the water effortlessly, assisted at all times by the trainer.</li>
						</ul>
						<div class="wrapper">
							<p>Prior to swimming, the dog must be certified by a qualified veterinary. By taking into account the age, medical history, weight, movement and general health, we can ensure the best care for your pet. This profile helps to design an exercise programme, which enables to measure improvement.</p>
							<p>At Doggiie Dog World, we also offer fun swims where your pet can have a swim, splash around and play with toys in the pool.</p>
							<p>The length of swim sessions can vary from 10 to 30 minutes and depend on your dog's condition, needs and ability. All swim sessions are carefully monitored and controlled; the dogs will be accompanied by a trainer and have a life jacket to ensure safety at all times. The swim will be followed by a complimentary wash and dry to ensure that every dog goes home clean.</p>
						</div>
					</div>
					<div class="tab_right">
						<p><img src="images/facilities/DDW-Splash-Pool.jpg"></p>
						<div class="updown">
							<img src="images/facilities/Dog.png" alt="">
						</div> 
						<div class="bubble_wrap-bos">
						<div class="bubbles7"></div>
						<div class="bubbles4"></div>
						<div class="bubbles2"></div>
						<div class="bubbles3"></div>
						<div class="bubbles5"></div>
						<div class="bubbles6"></div>
					<div class="bubbles b0"></div>
					<div class="bubbles b1"></div>
					<div class="bubbles b2"></div>
					<div class="bubbles b3"></div>
					<div class="bubbles b4"></div>
					<div class="bubbles b5"></div>
				</div>
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