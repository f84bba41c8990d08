
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

		<img class="fit100 pic" src="images/pizza.jpg" />

		<div class="box-container">

			<div class="b33 .box-first">
				<div class="box center">
					Dine in, or<br /> 
					order pickup or delivery online!
					<a class="eat24-s" href="http://eat24hrs.com/restaurants/19119" title="Order Online with Eat24"></a>

					<p> some json tests: </p>

					<p>
						Restaurant name: <br>Restaurant zip code: <br>					</p>
				</div>
			</div>

			<div class="b33">
				<div class="box center">
					<p>
						701 State Rd 440<br>Jersey City, NJ, 07304 <br>(201) 435-3777<br>					</p>
				</div>
			</div>

			<div class="b33 box-last">
				<div class="box center">
				<p>$2 delivery to anywhere South of Sip Ave, West of John F. Kennedy Blvd W, and North of W 63rd St.</p>
				</div>
			</div>

		</div>

		<div class="clear"></div>

		<div class="box-container">

			<div class="b50 box-first">
				<div class="box center">
					<h1>Filler content</h1>
					<h2>Have some... it's absolutely delicious</h2>
				</div>
			</div>

			<div class="b50 box-last">
				<div class="box center">
					<h2>Now with a &lt;ul&gt; to boot!</h2>
					<ul>
						<li>I am a consumer whore</li>
						<li>and how?</li>
						<li>I am a banana!</li>
					</ul>
				</div>
			</div>

		</div>

		<div class="clear"></div>

		<div class="b100">
			<div class="box center">
				<h1>h1 - looka lika title</h1>
				<h2>h2 - some important stuff</h2>
				<h3>h3 - for the non-conformists</h3>
				<p>and a sexy paragraph element</p>
			</div>
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