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
   <link type="text/css" href="css/tail.css" rel="stylesheet" />
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
				<img src="images/icon_tab_seperator.png" style="margin-left:0px"><a href="javascript:void(0);" rel="importance_grooming" class="current">WHY IS TRAINING YOUR PET IMPORTANT?</a>
				<img src="images/icon_tab_seperator.png"><a href="javascript:void(0);" rel="grooming_ddw">BEHAVIOURAL AND OBEDIENCE TRAINING</a><img src="images/icon_tab_seperator.png"><br><img src="images/icon_tab_seperator.png" style="margin-left:0px"><a href="javascript:void(0);" rel="creative_grooming">TRAINING AT DOGGIIE DOG WORLD</a><a href="javascript:void(0);" rel="grooming_packages">
				<img src="images/icon_tab_seperator.png">PUPPY SCHOOL AT DOGGIIE DOG WORLD</a><img src="images/icon_tab_seperator.png">
			</div>
			<div class="tab-details">
				<div class="hidden" id="importance_grooming" style="display:block">
					<div class="tab_left">
						<p class="title">Dogs Are Loyal, Show Unconditional Affection And Have An Inherent Zest For Life.</p>
						<ul>
							<li>Moreover, they are social animals. In order to live happy, healthy lives they need regular social interaction with not only humans, but also others of their own kind.</li>
							<li>Despite their social tendencies, they are different from you and me. They can demonstrate many innocent yet vexing tendencies like jumping on people, chewing and barking, and also become withdrawn and depressed. It is critical therefore that they have proper training in order to be accepted socially by friends and family.</li>
							<li>Training your dog and at the same time learning how to do it yourself, will enhance your bond with your pet, ensure its safety and provide happiness. It is important that your dog understands how you would like it to behave and why it is in its best interest that all commands as dictated by you are followed.</li>
						</ul>
					</div>
					<div class="tab_right">
						<p><img src="images/facilities/Why-is-traing-your-pet-important.jpg"></p>
						<div class="tail">
					    </div>
					</div>

				</div>


				<div class="hidden" id="grooming_ddw">
					<div class="tab_left">
						<div class="wrapper">
							<p class="title">There Are Two Types Of Training – <br>Obedience</p>
							<p>Obedience training is training your puppy to obey certain commands such as sit, stay, come, as well as teaching it to heel and walk. Since pups have a short attention span, the training sessions should be short, 10-15 minutes, two to three times a day to prevent it from becoming bored.</p> 
							<p class="title">Behavioural</p>
							<p>Behavioural training incorporates discipline in your pet. It prevents as well as corrects bad habits such as jumping on people, begging for food, climbing on sofas or chewing furniture. Consistency during the training process is important, ensuring that you do not allow the puppy to do anything you don't want it doing even in the future. For example, if you are not planning on allowing your pet to lay on the couch when it is fully grown, then it is important that you start training it to obey that command from the beginning. Contradictory commands can confuse the pup and cause problems.</p>
						</div>
					</div>
					<div class="tab_right">
						<p><img src="images/facilities/Behavioural-and-Obedience-Training.jpg"></p>
						<div class="tail">
					    </div>
					</div>
				</div>
				
				<div class="hidden" id="creative_grooming">
					<div class="tab_left">
						<p class="title">Doggiie Dog World Is Excited To Offer A Variety Of Training Classes For Your Dog That Will Help You Make The Best Of Your Relationship.</p>
						<p>Most dogs are eager to learn and the best way to teach them is to ensure good communication between you and your dog. Whether you simply need your dog to obey commands such as, “Sit” and “Stay” or be more athletic and active, Doggiie Dog World has a class for you.</p>
						<p>At Doggiie Dog World, we believe in training the owners on how to handle their dog, with on and off-leash control. We introduce and focus on getting your pup's attention, and on commands such as sit, down, stay, and polite greetings. You will learn how to effectively communicate with your puppy and tackle basic behavioural problems like jumping, housebreaking, barking, and nipping. After on-leash skills are mastered, you will teach them to obey your voice commands carried from a distance, as well as deal with distracting sounds.</p>
						<p>Every dog has its own individual personality and unique traits. This is why it is important to have a trainer with experience and qualification to help you with your training goals. Our team of expert trainers will identify what works best for your dog by using training techniques that are motivational and reward-based, considered the best for ensuring success.</p>
					</div>
					<div class="tab_right">
						<p><img src="images/facilities/Training-at-DDW.jpg"></p>
						<div class="tail">
					    </div>
					</div>
				</div>


				<div class="hidden" id="grooming_packages">
					<div class="tab_left">
						<p class="title">All Puppies Need Socialisation Regardless Of Breed, Type, Or Temperament.</p>
						<p>Socialisation is the process of making your dog familiar with the environment, people, places, and other animals, as well as learning how to behave in society. While a social dog will blossom into a happy, confident and secure dog who is comfortable in all situations, an under-socialised dog can grow up to be timid and possibly frightened of new things.</p>
						<p>Doggiie Dog World provides puppy training classes where they are not only instilled with obedience training, but also new skills, which serve as an important purpose in its development. Our training also includes an introduction to socialisation and group play-time for pups.</p>
						<p>The puppy obedience classes at Doggiie Dog World are conducted in a fun environment. Our sessions are for 30 minutes and suitable for all puppies under the age of one year. We take every precaution for the safety and protection of your puppy. Our floors are sanitised with veterinary-grade disinfectant to protect against contagious illness for young puppies.</p>
						<p>We also offer Board and Train where you leave the dog with us for a period of 2 weeks for training. This will be followed with 4 sessions of training with you to familiarise you with the training technique.</p>
					</div>
				
					<div class="tab_right">
						<p><img src="images/facilities/Puppy-School-at-DDW.jpg"></p>
						<div class="tail">
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