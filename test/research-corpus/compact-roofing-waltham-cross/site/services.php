<!DOCTYPE html>
<html lang="en">
<head>
	<title>Roofing Services | Compact Roofing</title>
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

<!-- Display links -->
<div id="display-comercial-services"></div>
<!-- Navigation -->
<div class="sticky-top">
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
</div>	

<!-- Title Banner -->
<div class="">
    <h1 class="display-5 text-center my-5" id="newRoofs">Roofing Services | <b>Compact Roofing</b></h1>
	<div class="btn-group btn-group-lg d-flex m-2" role="group" aria-label="Basic example">
  		<a type="button" class="btn btn-success border-secondary mr-2 rounded text-white" href="tel:+447380371224">Call Us</a>
  		<a type="button" class="btn btn-success border-secondary rounded text-white" href="contact.php#get-quote">Get a Quote</a>
	</div>
</div>

<!-- Main body -->


  <div class="bg-white border-top border-danger mb-5">
    <div class="bg-black text-center text-white p-5">
        <h2>New Roof services</h2>
    </div>
  <div class="row m-0">
      <div class="col-md-4 bg-black"><a href="#tile-roof" data-toggle="modal" data-target="#img5"><img src="images/5.jpg" class="px-3 pb-5 w-100" alt="..."></a></div>
      <div class="col-md-8 p-5">
         <section class="p-3 pb-5">
          <ul class="list-group row list-group-horizontal-md">
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Pitched Roofs</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Flat Roofs</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> Velux Windows</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Reroofing</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Roof Extensions</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Commercial Roofs</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> Slate Roofing</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> Tile Roofing</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> Felt Roofing</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> GRP Fiberglass Roofing</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> EPDM Rubber Roofing</li>
            <!-- Display links -->
            <div id="display-new-roof"></div>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> uPVC Roofline</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> uPVC Downpipes </li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Cladding</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> Chimney & Leadwork</li>
          </ul>
        </section>
        <p>If you know that your roof is no longer repairable or if there is no alternative but to buy a new roof for your property, then give our experts a call at <a href="tel:+447380371224">073 803 71224</a>.</p>

        <p>By choosing Compact Roofing you are in safe hands. We have been working in the roofing industry and have completed the installation of many new roofs made from either tile, slate or felt through to more modern materials such as GRP fiberglass and EPDM rubber. Regardless roofing material you decide upon, the same care and attention to detail will be provided by our team.</p>
    
        <p>In order for us to assess what type of roof you need, we will need to visit your premises. We will explain the difference between each roofing material and suggest which one we think would fit your project best. You can take a look at our previews work on our <a id="roofRepair" href="gallery.php">Gallery</a> page to get an idea about our workmanship and conduct.</p>
    </div>
  </div>
  </div>

  <div class="bg-white border-top border-danger mb-5">
    <div class="bg-dark text-center text-white p-5">
        <h2>Roof Repair related services</h2>
    </div>
    
  <div class="row m-0">
      <div class="col-md-8 p-5">
        <section class="p-3 pb-5">
          <ul class="list-group row list-group-horizontal-md">
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Slipped or missing roof tiles</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Moss removal & general roof cleaning</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Blocked guttering</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Guttering, Fascias & Soffits Replacement</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Crumbling Mortar</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> Chimney Brickwork Repointing</li>
            <!-- Display links -->
            <div id="display-repair"></div>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Failing Leadwork</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Leaking Roofs </li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Leaking velux windows</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Downpipes Replacement</li>
          </ul>
        </section>
        <p>The main reason to get these repairs carried out quickly is to prevent rainwater from leaking into your property and cause damage. Small cracks can let in water which can then cause condensation and damp and mold to start appearing inside your home. Call us at <a href="tel:+447380371224">073 803 71224</a> and report any roof of guttering issues.</p>

        <p>Being safe rather than sorry is a wise choice when it comes to roof damages or leaks. These unfortunate events occur due to heavy storms or through wear and tear over a period of time time, so it is crucial that any problems get sorted as soon as possible.</p>
    
        <p>Give our team a call who will quickly come and assess your roof concerns and put work in place to ensure that your home is safe and secure against water leaks. Usually a quick fix at the right moment can avoid bigger issues occurring down the line which for the most of the time get really expensive. </p>
    </div>
    <div class="col-md-4 bg-dark"><a href="#img8" data-toggle="modal" data-target="#img8"><img src="images/8.jpg" class="px-3 pb-5 w-100" alt="..."></a></div>
  </div>
  <div id="roofline"></div>
  </div>


  <div class="bg-white border-top border-danger mb-5">
    <div class="bg-primary text-center text-white p-5">
        <h2>Roofline related services</h2>
    </div>
   
  <div class="row m-0">
      <div class="col-md-4 bg-primary"><a href="#guttering" data-toggle="modal" data-target="#guttering"><img src="images/guttering.jpg" class="px-3 pb-5 w-100" alt="..."></a></div>
      <div class="col-md-8 p-5">
        <section class="p-3 pb-5">
          <ul class="list-group row list-group-horizontal-md">
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Guttering</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Fascias</li>
            <!-- Display links -->
            <div id="display-roofline"></div>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Soffits</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Downpipes</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Bargeboards</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> Cladding</li>
          </ul>
        </section>
        <p>Our uPVC roofline services play a very important role in keeping your roof protected from the elements and redirects the rainwater flow from your property. Our team will ensure that your guttering system is fit correctly for the size of the property and will give you advice and guidance on what swill best suit your home.</p>

        <p>The quality uPVC that we use is cost effective yet highly durable. Once fitted you can say goodbye to yearly maintenance, no painting is required and no more flaking paintwork to deal with.</p>

        <p> uPVC is virtually maintenance free and only if your gutters get blocked after a heavy winter or with tree leaves during the autumn, when the guttering should need some cleaning.</p>
      </div>
  </div>
  <div id="chimney"></div>
  </div>

  <div class="bg-white border-top border-danger mb-5">
    <div class="bg-secondary text-center text-white p-5">
        <h2>Chimneys related services</h2>
    </div>
  <div class="row m-0">
      <div class="col-md-8 p-5 ">
        <section class="p-3 pb-5">
          <ul class="list-group row list-group-horizontal-md">
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Chimney Building or Rebuilding</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Chimney Repairs</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Chimney Pots and Cowls</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Chimney Removal</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Crumbling Mortar</li>
            <li class="list-group-item col-md-4" ><img class="icon" src="images/tick-icon.png"> Brickwork Repointing</li>
            <!-- Display links -->
            <div id="display-chimey"></div>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Chimney Leadwork</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Chimney Flashing</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Chimney Valleys</li>
            <li class="list-group-item col-md-4"><img class="icon" src="images/tick-icon.png"> Chimney Ridge Tiles</li>
          </ul>
        </section>
        <p>If you have noticed anything wrong with your chimney, or if you have noticed leaks appearing on the celling or near the chimney, then give our experts a call at <a href="tel:+447380371224">073 803 71224</a>.</p>

        <p>Being safe rather than sorry is a wise choice when it comes to chimneys. Injuries or accidents can happen if there are falling debris from a roof, so it is crucial that any problems get sorted as soon as possible.</p>
    
        <p>Give our team a call who will quickly come and assess your chimney and put work in place to ensure that your chimney is safe and secure posing no threat to you and your family and that your chimney is working effectively.</p>
      </div>
      <div class="col-md-4 bg-secondary"><a href="#chimney" data-toggle="modal" data-target="#chimney"><img src="images/chimney.jpg" class="px-3 pb-5 w-100" alt="..."></a></div>
  </div>
  <div id="commercial"></div>
  </div>

  <div class="bg-white border-top border-danger mb-5">
    <div class="bg-black text-center text-white p-5">
        <h2>Commercial roofing</h2>
    </div>
  	
  <div class="row m-0">
      <div class="col-md-4 bg-black"><a href="#img11" data-toggle="modal" data-target="#img11"><img src="images/11.jpg" class="px-3 pb-5 w-100" alt="..."></a></div>
      <div class="col-md-8 p-5">
        <section class="p-3 pb-5">
          <ul class="list-group row list-group-horizontal-md">   
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Over Roofing" data-content="Over roofing is the process when the original roof remains in place to provide weather protection, whilst a proprietary grid system is installed to support the new profiled steel sheeting that goes on top."><img class="icon" src="images/tick-icon.png"> Over Roofing</li>
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Pitched Roofing" data-content="A pitched roof is a roof that slopes downwards, typically in two parts at an angle from a central ridge, but sometimes in one part, from one edge to another. The 'pitch' of a roof is its vertical rise divided by its horizontal span and is a measure of its steepness."><img class="icon" src="images/tick-icon.png"> Pitched Roofing</li>
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Flat Roofing" data-content="Ethylene Polypropylene Diene Monomer (EPDM) is one of the most versatile rubber roofing options on the market. Considered to be one of the best materials for flat roofs, rubber is a popular choice for industrial and commercial applications thanks to its ability to withstand extreme weather conditions."><img class="icon" src="images/tick-icon.png"> Flat Roofing</li>
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Roof Lights" data-content="Roof light replacement is the service we offer with the most obvious and striking result. Replacing Roof lights can be the most effective method of getting more natural daylight into a commercial building or warehouse."><img class="icon" src="images/tick-icon.png"> Roof Lights</li>
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Roof Repairs" data-content="Random repairs, such as simple sheet replacement, fitting overlay sheets or the installation of new flashings may be adequate to resolve minor issues. Leaking fixings can be replaced, sheet end laps can be coated and extrusions can be correctly flashed in and sealed."><img class="icon" src="images/tick-icon.png"> Roof Repairs</li>
            <!-- Display links -->
            <div id="display-comercial"></div>
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Cladding" data-content="Cladding is the application of one material over another to provide a skin or layer. In construction, cladding is used to provide a degree of thermal insulation and weather resistance, and to improve the appearance of buildings."><img class="icon" src="images/tick-icon.png"> Cladding</li>
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Pipes, Flues and Vents" data-content=" Pipes, Flues and Vents are used to facilitate the extraction of hot or cold gases out of the facility generally through the roof of the building."><img class="icon" src="images/tick-icon.png"> Pipes, Flues and Vents</li>
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Parapets and Copings" data-content="Parapets and Copings are generally dealt with by flashings that can be installed to encapsulate the leaking coping stones. These flashings comprise of a substrate material of galvanised sheet steel with an outer protective coating of PVC Plastisol."><img class="icon" src="images/tick-icon.png"> Parapets and Copings</li>
            <li class="list-group-item col-md-4" tabindex="0" role="button" data-container="body" data-toggle="popover" data-placement="top" data-trigger="focus" title="Roof Guttering" data-content="The primary purpose of rain gutters is to move water away from the building roof without any leaks and in a controled manner."><img class="icon" src="images/tick-icon.png"> Roof Guttering</li>
          </ul>
        </section>
        <p>With a good experience in commercial roofing projects in  Greater London, we offer a wide range of specialist services. Dealing with many clients in London we have gained our reputation as trusted commercial roofing contractors. All our clients receive an efficient, professional and friendly service.</p>

        <p>Either you are a large construction company or small organisation, we have the expertise to assist with your roofing project. We are happy to work closely with your planning department, committee, architects and quantity surveyors.</p>
    
        <p>If you are looking for domestic roofing services, please see our other roofing services.</p>
        <a type="button" class="btn btn-primary border-secondary rounded-circle p-2 float-right" href="#"><img src="images/arrow-top-icon.png"></a>
      </div>
  </div>

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
<script>
	$(function () {$('[data-toggle="popover"]').popover()})
	$('.popover-dismiss').popover({trigger: 'focus'})
</script>
</body>
</html>