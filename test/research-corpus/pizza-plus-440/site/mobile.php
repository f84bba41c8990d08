<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" /> 
<title>Pizza Plus Restaurant | 07304 | Jersey City - Pizza Delivery</title>
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
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="shortcut icon" href="images/favicon.ico" />
<SCRIPT LANGUAGE="JavaScript" SRC="js/mootools.js"></SCRIPT>
<link rel="stylesheet" href="css/style-mobile.css" type="text/css" media="screen" />
<script type="text/javascript" src="js/mobile.js"> </script>
<link href='http://fonts.googleapis.com/css?family=Arbutus+Slab|Scada|Open+Sans+Condensed:300,700' rel='stylesheet' type='text/css'>
<!--<link rel="stylesheet" href="css/style.css"/> -->
</head>

<body>
	<div class="outer-wrap">
	<div class="wrapper">
	<div class="header rel"> 
		<img id="logo" src="images/logo.png" /><br />
		<div class="nav abs"> 
				<a ontouchstart="" class="nav-item" target="_top" href="mobile.html">Home</a>
				<a ontouchstart="" class="nav-item" target="_top" href="http://jersey-city.eat24hours.com/index.php?SCR=m_restaurant&id=19119&W">Menu</a>
				<a ontouchstart="" class="nav-item" target="_top" href="#loc">Location</a>
				<a ontouchstart="" class="nav-item" target="_top" href="http://jersey-city.eat24hours.com/index.php?SCR=m_restaurant&id=19119&W">Order Online</a>
				<a ontouchstart="" class="nav-item" target="_top" href="#DT">Delivery Area</a>
			</div>
		</div>
		<div class="content">
			<img class="fit100 pic" src="images/pizza-m.jpg" />
			<div class="b33">
				<div class="box center">
					Dine in, or<br /> 
					order pickup or delivery online!
					<a ontouchstart="" class="Button" href="http://jersey-city.eat24hours.com/index.php?SCR=m_restaurant&id=19119&W">Order Online</a>
				</div>
			</div>
			<a id="loc"><div class="box-head"> Location </div></a>
			<div class="box">
					<h2>701 State Rt 440<br /> 
						Jersey City, NJ 07304</h2>
					<h2>Inside Hudson Mall</h2>
					<h2>(201) 435-3777</h2>
				<a ontouchstart="" target="_blank" href="http://maps.google.com/maps?f=d&hl=en&daddr=Hudson Mall, 701 State Rt 440,+07304">Map & Directions</a>
			</div>
			<div class="box-head"> Hours </div>
			<div class="box">
				<div class="serving">
					<div class="day_line on"> 
						<div class="day_title">Monday - Friday:</div> 
						<span class="day_hour"><nobr>11:00 AM to 9:00 PM</nobr></span> 
					</div>
					<div class="day_line on today"> 
						<div class="day_title">Saturday:</div> 
						<span class="day_hour"><nobr>11:00 AM to 10:00 PM</nobr></span> 
					</div>
					<div class="day_line day_last on"> 
						<div class="day_title">Sunday:</div> 
						<span class="day_hour"><nobr>11:00 AM to 7:00 PM</nobr></span> 
					</div>
				</div>
			</div>
			<a id="DT"><div class="box-head"> Delivery Areas </div></a>
			<div class="box">

				$2 delivery<br />
				South of Sip Ave <br />
				West of John F. Kennedy Blvd W<br />
				North of W 63rd St.
			
         	<a ontouchstart="" class="Button" href="http://jersey-city.eat24hours.com/index.php?SCR=m_restaurant&id=19119&W">Order Online</a>

		</div>
		<div class="footer">
			&copy; Pizza Plus 2013 &#8226; Powered by <a href="http://www.eat24.com/">Eat24.com</a>
		</div>
	</div>
<div class="spacer"></div>
</div>
</body>
</html>
