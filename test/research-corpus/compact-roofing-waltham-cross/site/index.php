<!DOCTYPE html>
<html lang="en">
<head>
	<title>Compact Roofing</title>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="google-site-verification" content="h7IFHI52_xaIoHS9kTdC3nWRa5O1_bignZHJTulnVtw" />
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



<!-- Carousel with images -->

  <div id="carousel" class="carousel slide carousel-fade border border-dark shadow-lg rounded" data-ride="carousel">
    <div class="carousel-inner">
      <div class="carousel-item active" data-interval="3000">
        <img src="images/w-1.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
      </div>
      <div class="carousel-item" data-interval="3000">
        <img src="images/w-2.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
      </div>
      <div class="carousel-item" data-interval="3000">
        <img src="images/w-3.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
      </div>
      <div class="carousel-item" data-interval="3000">
        <img src="images/w-4.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
      </div>
      <div class="carousel-item" data-interval="3000">
        <img src="images/w-5.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
      </div>
      <div class="carousel-item" data-interval="3000">
        <img src="images/w-6.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
      </div>
    </div>
    <a class="carousel-control-prev" href="#carousel" role="button" data-slide="prev">
      <span class="carousel-control-prev-icon p-3 bg-black" aria-hidden="true"></span>
      <span class="sr-only">Previous</span>
    </a>
    <a class="carousel-control-next" href="#carousel" role="button" data-slide="next">
      <span class="carousel-control-next-icon p-3 bg-black" aria-hidden="true"></span>
      <span class="sr-only">Next</span>
    </a>
  </div>
<div class="row m-0">
  <div class="col-md-6 bg-primary"><h1 class="display-5 text-center p-5">Welcome to <br> <b>Compact Roofing</b></h1></div>
  <div class="col-md-6 bg-black"><h2 class="text-center text-white p-5">We'll visit and quote on your roofing job for <br>  FREE!</h2></div>
</div>
<div class="row m-0">
  <div class="col-md-4 bg-dark"><h2 class="text-center text-white p-5"><b>WE</b> ARE OPEN: <br><b>24 hours</b> a day to help you with all your roofing requirements.</h2></div>
  <div class="col-md-4 bg-secondary"><a class="card-link mx-3" href="mailto:info@compactroofing.co.uk"><h2 class="text-center text-white p-5">Email Us: <br> info@ compactroofing .co.uk</h2></a></div>
  <div class="col-md-4 bg-primary"><a class="card-link mx-3" href="tel:+4475 960 92240"><h2 class="text-center text-white p-5">Call Us: <br>+4475 960 92240</h2></a></div>
</div>

<!--About us-->
<h2 class="text-center pt-5">About Us</h2>
  <section class="p-3">
    <h4><p><b>Our team is dedicated and experienced</b> roofing company who strive to make your roofing work painless and as straight forward as possible. <b>Using only the best quality roofing materials</b> on the market today, we build roofs that are built to last but also look great for many years to come.</p></h4>
    <h4><p><b>When looking for</b> a reputable roofing company, you need to know that they are fully <b>qualified and vetted</b>, competent at what they do and will get the <b>job done</b> efficiently and professionally at an <b>affordable price</b>.</p></h4>
  </section>

<!--Roofing Services-->
<div class="bg-dark mt-5">
  <h2 class="text-center text-white p-3">Roofing Services</h2>
    <div class="row m-0 p-3 justify-content-md-center">
      <div class="col-xl-4 col-lg-4 col-md-6 p-2">
        <div class="card" >
          <img src="images/10.jpg" class="card-img-top img-thumbnail" alt="...">
            <div class="card-body">
              <h5 class="card-title">Commercial Roofing</h5>
              <p class="card-text">Commercial roofing is one of the services that we provide to different businesses, covering a wide range of shapes and sizes for most types of warehouses...</p>
              <a href="services.php" class="btn btn-outline-dark">Find Out More</a>
            </div>
          </div>
      </div>
      <div class="col-xl-4 col-lg-4 col-md-6 p-2">
        <div class="card">
          <img src="images/chimney.jpg" class="card-img-top img-thumbnail" alt="Picture of chimney">
            <div class="card-body">
              <h5 class="card-title">Chimneys</h5>
              <p class="card-text">We offer a variety of services dealing in regards with chimney work such as: building or rebuilding of chimneys, lead work, tiles, mortar and re-pointing...</p>
              <a href="services.php" class="btn btn-outline-dark">Find Out More</a>
            </div>
          </div>
      </div>
      <div class="col-xl-4 col-lg-4 col-md-6 p-2">
        <div class="card" >
          <img src="images/1.jpg" class="card-img-top img-thumbnail" alt="...">
            <div class="card-body">
              <h5 class="card-title">Flat Roofing</h5>
              <p class="card-text">We offer a wide range of flat roofing services. From torch on felt, GRP fiberglass to EPDM rubber roofing according to customer requirements…</p>
              <a href="services.php" class="btn btn-outline-dark">Find Out More</a>
            </div>
          </div>
      </div>
      <div class="col-xl-4 col-lg-4 col-md-6 p-2">
        <div class="card" >
          <img src="images/guttering.jpg" class="card-img-top img-thumbnail" alt="...">
            <div class="card-body">
              <h5 class="card-title">Roofline Services</h5>
              <p class="card-text"> We can provide guttering to fit any type of property covering a wide range of types and shapes. We also offer a gutter maintenance service… </p>
              <a href="services.php" class="btn btn-outline-dark">Find Out More</a>
            </div>
          </div>
      </div>
      <div class="col-xl-4 col-lg-4 col-md-6 p-2">
        <div class="card" >
          <img src="images/5.jpg" class="card-img-top img-thumbnail" alt="...">
            <div class="card-body">
              <h5 class="card-title">New Roofs</h5>
              <p class="card-text">If you are looking for a brand new roof then look no further as we can definitively help with that. For more information about new roofs head to…</p>
              <a href="services.php" class="btn btn-outline-dark">Find Out More</a>
            </div>
          </div>
      </div>
      <div class="col-xl-4 col-lg-4 col-md-6 p-2">
        <div class="card" >
          <img src="images/20.jpg" class="card-img-top img-thumbnail" alt="...">
            <div class="card-body">
              <h5 class="card-title">Roof Repairs</h5>
              <p class="card-text">Roofing repairs take various forms. If you are simply looking for tile replacement, mortar re-pointing or cracks patched up for a cost-effective service…</p>
              <a href="services.php" class="btn btn-outline-dark">Find Out More</a>
            </div>
          </div>
      </div>
    </div>
</div>
 <div class="row m-0">
   <div class="col-md-3 bg-black"><a class="text-center text-white card-link m-3 p-5 d-block" href="mailto:info@compactroofing.co.uk"><h2>EMAIL</h2><br> <h4>info@ compactroofing .co.uk</h4></a></div>
   <div class="col-md-3 bg-primary"><a class="text-center text-white card-link m-3 p-5 d-block" href="tel:+4475 960 92240"><h2>CALL</h2><br> <h4>+4475 960 92240</h4></a></div>
   <div class="col-md-3 bg-secondary"><a class="text-center text-white card-link m-3 p-5 d-block" href="tel:+4475 960 92240"><h2>CHAT</h2><br> <h4>+4475 960 92240</h4></a></div>
   <div class="col-md-3 bg-primary"><a class="text-center text-white card-link m-3 p-5 d-block" href="contact.php#get-quote"><h2>ONLINE</h2><br> <h4>Contact Request</h4></a></div>
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