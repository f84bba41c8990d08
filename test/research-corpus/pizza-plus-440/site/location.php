<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>

    
    <meta http-equiv="Content-Type" content="text/html; charset=utf-8" /> 
    <title>Pizza Plus Restaurant | 07304 | Jersey City - Pizza Delivery</title>

    <meta name="viewport" content="initial-scale=1.0, maximum-scale=1.0, user-scalable=no">

    <meta name="keywords" content="Pizza Plus , Jersey City restaurant delivery, 07304 food delivery, order food online, menus, takeout, carryout , 701 State Rt 440"/>
    <meta name="description" content="Pizza Plus Jersey City - Order food online for Delivery and Takeout. Best Pizza restaurant delivery in Jersey City."/>
    <meta property="og:title" content="Pizza Plus"/> 
    <meta property="og:type" content="restaurant"/> 
    <meta property="og:image" content="http://eat24hours.com/files/logo/19119.jpg"/> 
    <meta property="og:url" content="/"/> 
    <meta property="og:latitude" content="40.681267"/> 
    <meta property="og:longitude" content="-74.097023"/> 
    <meta property="og:street-address" content="701 State Rt 440"/> 
    <meta property="og:locality" content="Jersey City"/> 
    <meta property="og:region" content="NJ"/> 
    <meta property="og:postal-code" content="07304"/> 
    <meta property="og:country-name" content="USA"/> 
    <meta property="og:phone_number" content="(201) 435-3777 | "/> 
    <meta property="og:site_name" content="Eat24Hours.com"/> 

    <link rel="shortcut icon" href="images/favicon.ico" />

    <link href='http://fonts.googleapis.com/css?family=Arbutus+Slab|Scada|Open+Sans+Condensed:300,700' rel='stylesheet' type='text/css'>

    <link rel="stylesheet" href="css/style.css"/>
    <link rel="stylesheet" href="css/viewport.css"/>

    

<link rel="stylesheet" href="css/map.css"/>

<script type="text/javascript" src="http://maps.google.com/maps/api/js?sensor=true"></script> 
<script type="text/javascript" src="js/map.js"></script> 
<script type="text/javascript">
    window.addEvent('domready', function() {
        var mapParam = {'div': 'GoogleMapCanvas', 'center': {'lat': '40.72027', 'lng': '-74.09551'}, wheel: true,route:false,userPoint:false,clickable:false,bigIcon:true};
        var restParam={
                i:1,
                id:19119,
                title:"Pizza Plus",
                lat:"40.72027",
                lng:"-74.09551"
            };
        var map= new RestsMap(mapParam); 
        map.newPoint(restParam);
        map.info("<div class='RestBox Ballon'>"+$('rest_info').get('html')+"</div>",map.markers[restParam.id].getPosition());
    });
</script>
    <!-- if URL = location.php
        
    -->

</head>

<body>
    <div class="wrapper">
        <div class="header rel">
            <img id="logo" src="images/logo.png" /><br />

                <div class="nav abs">
	<a class="nav-item" target="_top" href="index.php">Home</a>
	<a class="nav-item" target="_top" href="menu.php">Menu</a>
	<a class="nav-item" target="_top" href="location.php">Location</a>
	<a class="nav-item" target="_top" href="#">Order Online</a>
	<a class="nav-item" target="_top" href="about.php">About</a>
</div>

<div class="nav_mobile_btn"><div class="nav_mobile_icon"></div></div>

<div class="nav_mobile">
	<a target="_top" href="index.php">Home</a>
	<a target="_top" href="menu.php">Menu</a>
	<a target="_top" href="location.php">Location</a>
	<a target="_top" href="#">Order Online</a>
	<a target="_top" href="about.php">About</a>
</div>

                
            </div>


	<div class="content">
		<h1>Location</h1>
		<h2 class="Address">701 State Rt 440, Jersey City, NJ 07304</h2>
	
		<div id="content-data-div_blank" class="center-content">

			<!-- Height set to inherit, just need to change iframe src (make sure id="googleMap") -->

				<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3023.857172155671!2d-74.0953538!3d40.721160600000005!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x89c251308c10f1b9%3A0x8916940060356f32!2sPizza+Plus!5e0!3m2!1sen!2sus!4v1441819004612" width="1" height="600" frameborder="0" style="border:0" class="googleMap" allowfullscreen></iframe>

		</div>

			<div class="address_txt">

				<span>Visit us at: 701 State Rt 440, Jersey City, NJ 07304 (Inside Hudson Mall)</span>
			
				<a href="#" class="get_directions_btn" title="Get Directions" target="_blank">Get Directions</a>

			</div>

	</div>

		<div class="footer">
			&copy; Pizza Plus 2013 &#8226; Powered by <a href="http://www.eat24.com/">Eat24.com</a>
		</div>

		<div class="spacer"></div>

		<div class="footer_nav">
			<a target="_top" href="index.php">Home</a>
			<a target="_top" href="menu.php">Menu</a>
			<a target="_top" href="location.php">Location</a>
			<a target="_top" href="#">Order Online</a>
			<a target="_top" href="about.php">About</a>
		</div>
		
	</div>

	<script src="js/jquery.min.js"></script>
	<script src="js/custom.js"></script>

</body>
</html>