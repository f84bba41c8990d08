<!DOCTYPE html>
<html lang="en">
<head>
	<title>Gallery | Compact Roofing</title>
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

<!-- Main body -->


<div class="bg-secondary">
    <div id="gallery" class="bg-white p-5">
        <h1 class="display-5 text-center"><b>Compact Roofing</b> Work gallery</h1>
    </div>
	<h4 class="bg-secondary text-center text-white">We've built up a long list of images from our projects over the years. Take a look at a selection of our most recent work:</h4>
	</section>
	<section class="mx-5">
		<div class="row m-0 justify-content-md-center pb-5">
    		<div class="col-xl-3 col-lg-4 col-md-6 p-2 img-link"><a href="#img1" data-toggle="modal" data-target="#img1"><img src="images/1.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img2" data-toggle="modal" data-target="#img2"><img src="images/2.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img3" data-toggle="modal" data-target="#img3"><img src="images/3.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img4" data-toggle="modal" data-target="#img4"><img src="images/4.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img5" data-toggle="modal" data-target="#img5"><img src="images/5.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img6" data-toggle="modal" data-target="#img6"><img src="images/6.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img7" data-toggle="modal" data-target="#img7"><img src="images/7.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img8" data-toggle="modal" data-target="#img8"><img src="images/8.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img9" data-toggle="modal" data-target="#img9"><img src="images/9.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img10" data-toggle="modal" data-target="#img10"><img src="images/10.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img11" data-toggle="modal" data-target="#img11"><img src="images/11.jpg" class="shadow-lg img-thumbnail d-block w-100 h-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img12" data-toggle="modal" data-target="#img12"><img src="images/12.jpg" class="shadow-lg img-thumbnail d-block w-100 h-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img13" data-toggle="modal" data-target="#img13"><img src="images/13.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img14" data-toggle="modal" data-target="#img14"><img src="images/14.jpg" class="shadow-lg img-thumbnail d-block w-100 h-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img15" data-toggle="modal" data-target="#img15"><img src="images/15.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img16" data-toggle="modal" data-target="#img16"><img src="images/16.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img17" data-toggle="modal" data-target="#img17"><img src="images/17.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img18" data-toggle="modal" data-target="#img18"><img src="images/18.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img19" data-toggle="modal" data-target="#img19"><img src="images/19.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img20" data-toggle="modal" data-target="#img20"><img src="images/20.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img21" data-toggle="modal" data-target="#img21"><img src="images/21.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img22" data-toggle="modal" data-target="#img22"><img src="images/22.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
            <div class="col-xl-3 col-lg-4 col-md-6 p-2"><a href="#img23" data-toggle="modal" data-target="#img23"><img src="images/23.jpg" class="shadow-lg img-thumbnail d-block w-100 mr-auto ml-auto" alt="..."></a></div>
    	</div>

        <!-- Extra large modals library -->
        <!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img1" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/1.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img2" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/2.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img3" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/3.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img4" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/4.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img5" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/5.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img6" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/6.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img7" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/7.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img8" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/8.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img9" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/9.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img10" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/10.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img11" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/11.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img12" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/12.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img13" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/13.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img14" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/14.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img15" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/15.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img16" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/16.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img17" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/17.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img18" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/18.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img19" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/19.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img20" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/20.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img21" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/21.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img22" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/22.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="img23" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
            	<div class="modal-header">
        			<h5 class="modal-title text-white">Compact Roofing</h5>
        			<button type="button" class="close" data-dismiss="modal" aria-label="Close">
          				<span aria-hidden="true">&times;</span>
        			</button>
      			</div>
              <img src="images/23.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="chimney" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
              <div class="modal-header">
              <h5 class="modal-title text-white">Compact Roofing</h5>
              <button type="button" class="close" data-dismiss="modal" aria-label="Close">
                  <span aria-hidden="true">&times;</span>
              </button>
            </div>
              <img src="images/chimney.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div> 
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="guttering" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
              <div class="modal-header">
              <h5 class="modal-title text-white">Compact Roofing</h5>
              <button type="button" class="close" data-dismiss="modal" aria-label="Close">
                  <span aria-hidden="true">&times;</span>
              </button>
            </div>
              <img src="images/guttering.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div> 
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="tile-roof" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
              <div class="modal-header">
              <h5 class="modal-title text-white">Compact Roofing</h5>
              <button type="button" class="close" data-dismiss="modal" aria-label="Close">
                  <span aria-hidden="true">&times;</span>
              </button>
            </div>
              <img src="images/tile-roof.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>
<!-- Extra large modal -->
        <div class="modal fade bg-tint" id="slate-roof" tabindex="-1" role="dialog" aria-labelledby="myExtraLargeModalLabel" aria-hidden="true">
          <div class="modal-dialog modal-xl">
            <div class="modal-content bg-main">
              <div class="modal-header">
              <h5 class="modal-title text-white">Compact Roofing</h5>
              <button type="button" class="close" data-dismiss="modal" aria-label="Close">
                  <span aria-hidden="true">&times;</span>
              </button>
            </div>
              <img src="images/slate-roof.jpg" class="d-block w-100 mr-auto ml-auto" alt="...">
            </div>
          </div>
        </div>          
	</section>
	</div>
</div>
 <div class="row m-0">
   <div class="col-md-3 bg-black"><a class="text-center text-white card-link m-3 p-5 d-block" href="mailto:info@compactroofing.co.uk"><h2>EMAIL</h2></a></div>
   <div class="col-md-3 bg-primary"><a class="text-center text-white card-link m-3 p-5 d-block" href="tel:+4475 960 92240"><h2>CALL</h2></a></div>
   <div class="col-md-3 bg-dark"><a class="text-center text-white card-link m-3 p-5 d-block" href="tel:+4475 960 92240"><h2>CHAT</h2></a></div>
   <div class="col-md-3 bg-primary"><a class="text-center text-white card-link m-3 p-5 d-block" href="about.php#review"><h2>REVIEW</h2></a></div>
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