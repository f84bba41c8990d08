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

	<div class="content rel">

		<h1>About Pizza Plus</h1>
		<br>

		<div class="b100">
			<div class="box center">
				<table class="hours_table">
					<tr>
						<td colspan="2">Hours</td>
					</tr>
					<tr>
						<td>Monday: </td><td>11:34 AM - 11:34 PM</td>
					</tr>
					<tr>
						<td>Tuesday: </td><td>11:34 AM - 11:34 PM</td>
					</tr>
					<tr>
						<td>Wednesday: </td><td>11:34 AM - 11:34 PM</td>
					</tr>
					<tr>
						<td>Thursday: </td><td>11:34 AM - 11:34 PM</td>
					</tr>
					<tr>
						<td>Friday: </td><td>11:34 AM - 11:34 PM</td>
					</tr>
					<tr>
						<td>Saturday: </td><td>11:34 AM - 11:34 PM</td>
					</tr>
					<tr>
						<td>Sunday: </td><td>11:34 AM - 11:34 PM</td>
					</tr>
				</table>
				
			</div>
		</div>

		<div class="clear"></div>
		<br>

		<div class="b50 box-first">
			<div class="box center">
				<table class="hours_table">
					<tr>
						<td colspan="2">Hours</td>
					</tr>
					<tr>
						<td>Min Order:</td>
						<td>$12</td>
					</tr>

					<tr>
						<td>Delivery Charge</td>
						<td>$2</td>
					</tr>
					<tr>
						<td>Payment Options</td>
						<td>
							&lt;payment icons go here&gt;
						</td>
					</tr>

					<tr>
						<td>Serving</td>
						<td>
							<a href="#">Breakfast</a>
							<a href="#">Wings</a>
							<a href="#">Pizza</a>
							<a href="#">Italian</a>
							<a href="#">Sandwiches</a>
							<a href="#">Wraps</a>
							<a href="#">Panini</a>
						</td>
					</tr>
				</table>
			</div>
		</div>

		<div class="b50 box-last">
			<div class="box center">
				<h1>About Pizza Plus</h1>
				<p>This and that and the other thing and some filler text.  And now, for something completely different...
					<br>
					like a <a href="#">HYPERLINK</a>!
				</p>
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