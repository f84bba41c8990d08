<!DOCTYPE html>
<html lang="en">
<head>
	<title>Contact | Compact Roofing</title>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="shortcut icon" type="image/x-icon" href="images/favicon.ico"/>
	<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css" integrity="sha384-ggOyR0iXCbMQv3Xipma34MD+dH/1fQ784/j6cY/iJTQUOhcWr7x9JvoRxT2MZw1T" crossorigin="anonymous">
	<link href="https://fonts.googleapis.com/css?family=Great+Vibes&display=swap" rel="stylesheet">
	<link rel="stylesheet" type="text/css" href="styles/style.css">
</head>
<body>

<!-- Info Banner -->
<div class="px-5 py-3 bg-primary">
    <div class="container">
    	<div class="row justify-content-md-center text-center">
            <div class="col-sm-4">
               <h2 class="lato">30% OFF <br>THIS <br>JULY</h2> 
            </div>
        	<div class="col-sm-4">
          		<br><h2 class="lato">Compact Roofing</h2>
        	</div>
            <div class="col-sm-4">
               <h2 class="lato">CALL US <br>FOR A<br> FREE QUOTE</h2>
            </div>
        </div>
    </div>
</div>

<!-- Navigation -->
<nav class="navbar sticky-top navbar-expand-lg navbar-dark bg-black">
  <a class="navbar-brand lato" href="index.php" id="title">Compact Roofing</a>  
  <button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#navbarTogglerDemo02" aria-controls="navbarTogglerDemo02" aria-expanded="false" aria-label="Toggle navigation">Menu
    <span class="navbar-toggler-icon"></span>
  </button>

  <div class="collapse navbar-collapse" id="navbarTogglerDemo02"> 
  <ul class="navbar-nav ml-auto mt-2 mt-lg-0"><li class="nav-item">
              <a class="nav-link" href="index.php">Home</a>
            </li><li class="nav-item">
              <a class="nav-link" href="gallery.php">Gallery</a>
            </li><li class="nav-item">
              <a class="nav-link" href="services.php">Services</a>
            </li><li class="nav-item">
              <a class="nav-link" href="about.php">About Us</a>
            </li><li class="nav-item">
              <a class="nav-link" href="contact.php">Contact Us</a>
            </li></ul><a class="btn btn-primary" type="button" href="tel:+447380371224"><img src="images/p-icon.png" width="50" height="50" alt="Call logo image">Call Now</a>  </div>
</nav>

<!-- Succesful alert -->

<!--Contact Us-->
<div class="container my-5">
    <h1 class="display-5 text-center">Contact <b>Compact Roofing</b></h1>
</div>
<div class="row m-0">
   <div class="col-md-3 bg-dark"><a class="text-center text-white card-link m-3 p-5 d-block" href="mailto:info@compactroofing.co.uk"><h2>EMAIL</h2></a></div>
   <div class="col-md-3 bg-primary"><a class="text-center text-white card-link m-3 p-5 d-block" href="tel:+4475 960 92240"><h2>CALL</h2></a></div>
   <div class="col-md-3 bg-secondary"><a class="text-center text-white card-link m-3 p-5 d-block" href="tel:+4475 960 92240"><h2>CHAT</h2></a></div>
   <div class="col-md-3 bg-primary"><a class="text-center text-white card-link m-3 p-5 d-block" href="about.php#review"><h2>REVIEW</h2></a></div>
 </div>

<!-- Title Banner -->
  <div class="bg-white border-top border-danger ">
    <div class="bg-black text-center text-white p-5">
        <h2>Contact Details</h2>
    </div>
    
  <section class="p-5">
    <p>Our team are dedicated and experienced roofers who strive to make your roofing work painless and as straight forward as possible. Using only the best quality roofing materials on the market today, we build roofs that are built to last but also look great for many years to come.</p>
    <!-- id requiered for good positioning of the viewframe -->
    <p id="get-quote">When looking for a reputable roofing company, you need to know that they are fully qualified and vetted, competent at what they do and will get the job done efficiently and professionally at an affordable price.</p>
  </section>
  </div>


<!-- Main body -->
  <div class="bg-white border-top border-danger ">
    <div class="bg-dark text-center text-white p-5">
        <h2>Contact Form</h2>
    </div>
  <section class="p-3 bg-dark">
  <p class="text-white">Please do not hesitate to get in touch with us for a no-obligation quote, or with any inquires you may have. You can contact us via <a href="mailto:info@toproofersltd.com">email</a>, or <a href="tel:+4475 960 92240">phone</a>, or by using our <a href="#contactForm">contact form</a> bellow.</p>
	
<!-- contact form -->
	<form class="p-5 bg-white" action="includes/contact.inc.php" method="post">
  		<div class="form-row">
    		<div class="form-group col-md-6">
 		    	<label for="firstName">Your Name:</label>
      			<input type="text" class="form-control" name="fn" id="firstName" placeholder="First Name" value="" required="required">
    		</div>
    		<div class="form-group col-md-6">
      			<label for="lastName">Family Name:</label>
      			<input type="text" class="form-control" name="ln" id="lastName" placeholder="Last Name" value="" required="required">
    		</div>
  		</div>
  		<div class="form-group">
    		<label for="email">Email Address:</label>
    		<input type="email" class="form-control" name="email" id="email" placeholder="example@abc.com" value="" required="required">
  		</div>
  		<div class="form-row">
    		<div class="form-group col-md-6">
      			<label for="phone">Telephone:</label>
      			<input type="phone" class="form-control" name="phno" id="phone" placeholder="Phone Number"value="" required="required">
    		</div>
    		<div class="form-group col-md-4">
      			<label for="inputArea">Area:</label>
      			<select id="inputArea" name="area" class="form-control" required="required">
        		<option>Other Area</option>
        		<option>Croydon</option>
        		<option>Ealing</option>
        		<option>Fulham</option>
        		<option>Hammersmith</option>
        		<option>Hillingdon</option>
        		<option>Hounslow</option>
        		<option>Kingston</option>
        		<option>Merton</option>
        		<option>Richmond</option>
        		<option>Sutton</option>
        		<option>Wandsworth</option>
      			</select>
    		</div>
    		<div class="form-group col-md-2">
      			<label for="postcode">Postcode</label>
      			<input type="text" class="form-control" name="pscd" id="postcode" value="" required="required" >
    		</div>
  		</div>
      <div class="form-group">
        <label for="description">Describe what service do you require from us</label>
        <textarea  class="form-control" name="description" id="description" rows="4" value="" required="required"></textarea>
      </div>
  		<div class="form-group">
    		<div class="form-check">
      			<input class="form-check-input" name="agree" type="checkbox" id="check" required="required">
      			<label class="form-check-label" for="check">I Agree to receive a call back from Compact Roofing.</label>
    		</div>
  		</div>
      <div class="btn-group btn-group-lg d-flex mt-2" role="group" aria-label="Basic example">
        <button type="submit" class="btn btn-success border-secondary mr-2 rounded text-white" name="contact-submit" >Submit Request</button>
        <a type="button" class="btn btn-warning border-secondary rounded text-white" href="https://rbg-dev.com/contact.php" target="_blank">Report Issue *</a>
      </div> 
	</form><hr>
  <p class="text-center text-white"><i>* If you encounter any issue with our website or any other related problem, please notify </i><img src="images/rbg-logo.png" width="38" height="19"> RBG-DEVELOPMENT<i> our partner web development team, by using the button above <br> (NOTE: YOU WILL BE REDIRECTED TO RBG-DEVELOPMET WEBSITE). </i></p>
  </section>
	</div>
<!-- Footer -->
<footer class="footer border-top border-danger">
<div class="container">
	<div class="row">
		<div class="col-md-4 text-center">
			<strong> Get In Touch <br> Address:</strong> 
			263 High <br> Street, Waltham <br> Cross, EN8 7AT <br>
			<strong>Phone: </strong><a class="card-link" href="tel:0208 050 1910">0208 050 1910</a><br>
			<strong>Free Phone: </strong><a class="card-link" href="tel:0800 292 7643">0800 292 7643</a><br>
			<strong>Mobile: </strong><a class="card-link" href="tel:0738 037 1224">0738 037 1224</a>   
		</div>
		<div class="col-md-4 text-center"><strong>Services</strong>
			<br><a class="card-link" href="services.php#newRoofs">New Roofs</a>
			<br><a class="card-link" href="services.php#roofRepair">Roof Repairs</a>
			<br><a class="card-link" href="services.php#roofline">Guttering & Fascias</a>
			<br><a class="card-link" href="services.php#chimney">Chimneys</a>
			<br><a class="card-link" href="services.php#commercial">Commercial Roofing</a>
		</div>
		<div class="col-md-4 text-center">
			<strong>Helpful Links</strong>
			<br><a class="card-link" href="about.php">About Us</a>
			<br><a class="card-link" href="contact.php">Contact Us</a>
			<br><a class="card-link" href="about.php#review">Review Us</a>
			<br><a class="card-link" href="services.php">Services</a>
			<br><a class="card-link" href="gallery.php#gallery">Our Work</a>
			<br><a class="card-link" href="contact.php#get-quote">Request a Callback</a>
		</div>
	</div>
	<hr>
	<div class="row">
		<div class="col-md-12 text-center">
			<p>Copyright &copy; <script>document.write(new Date().getFullYear());</script>, <a href="#">Compact Roofing</a> | All rights reserved.<br> 
			Designed & Developed by: <a href="https://rbg-dev.com" target="_blank"><img src="images/rbg-logo.png" width="38" height="19"> RBG-DEVELOPMENT</a>
		</div>
	</div>
</div>
</footer><!-- Scripts -->
<script src="https://code.jquery.com/jquery-3.3.1.slim.min.js" integrity="sha384-q8i/X+965DzO0rT7abK41JStQIAqVgRVzpbzo5smXKp4YfRvH+8abtTE1Pi6jizo" crossorigin="anonymous"></script>
<script src="https://cdnjs.cloudflare.com/ajax/libs/popper.js/1.14.7/umd/popper.min.js" integrity="sha384-UO2eT0CpHqdSJQ6hJty5KVphtPhzWj9WO1clHTMGa3JDZwrnQq4sF86dIHNDz0W1" crossorigin="anonymous"></script>
<script src="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/js/bootstrap.min.js" integrity="sha384-JjSmVgyd0p3pXB1rRibZUAYoIIy6OrQ6VrjIEaFf/nJGzIxFDsf4x0xIM+B07jRM" crossorigin="anonymous"></script>
</body>
</html>