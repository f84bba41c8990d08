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

    <link rel="stylesheet" href="css/menu.css"/>
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
		<h1>Menu</h1>
		<div class="Print">
			<div class="Top"> </div>
			<div class="Content Outer20PaddingContent">
				<div class="Header">
					<div>
						<h2 class="Address">701 State Rt 440, Jersey City, NJ 07304</h2>
						<div class="PhoneAndOrderOnline">
							(201) 435-3777 <br />
							<a href="http://eat24hrs.com/restaurants/19119" title="Order Online with Eat24"><img src="images/orderonlineN2.png"  alt="Order Online from eat24hours" title="Order Online from eat24hours"/></a>
						</div>
					</div>
					<div class='f-left' style="padding-left:10px;">
<!--						<div id="fb-root"></div>
						<script src="http://connect.facebook.net/en_US/all.js#xfbml=1"></script>
						<fb:like href="http://bridgeport.eat24hours.com/sergio-s-pizza/20476" send="true" width="400" show_faces="true" font=""></fb:like>
 -->					</div>
					<div class="clear"></div>
				</div>
				<div class="Data ">
					<div class="Menu">
						<h3 class="MType"><!--Full Menu --></h3>
									<div class="ITypeImagesList">
										<img src="http://eat24hours.com/static/v4/images/menu_icons_popular.png" align="absmiddle" alt="Popular" title="Popular"/><span>Popular</span>
										<img src="http://eat24hours.com/static/v4/images/adicon1.png" align="absmiddle" alt="Spicy" title="Spicy"/><span>Spicy</span>
										<img src="http://eat24hours.com/static/v4/images/adicon3.png" align="absmiddle" alt="Chef Special" title="Chef Special"/><span>Chef Special</span>
										<img src="http://eat24hours.com/static/v4/images/adicon2.png" align="absmiddle" alt="Veggie" title="Veggie"/><span>Veggie</span>
									</div>
									<div class="clear"></div>                               <div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Appetizers <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Pizza Plus Sampler </div>
							   <div class="IPrice">$9.95</div> 
							   <div class="IDesc" style="">Buffalo wings, chicken fingers, mozzarella sticks, potato wedges.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken or Steak Kabob </div>
							   <div class="IPrice"><span>1 Pc</span>: $1.75<br/><span>3 Pcs</span>: $4.50<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Fried Calamari </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Popcorn Shrimp </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">With French fries.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Chicken In a Basket </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">With French fries.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Mussels Marinara </div>
							   <div class="IPrice">$7.99</div> 
							   <div class="IDesc" style="">Hot, mild or sweet.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Buffalo Wings (12pcs) </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="">BBQ, buffalo, hot or extreme.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken Fingers (5pcs) </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">With honey mustard and fries.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Fried Zucchini </div>
							   <div class="IPrice">$3.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Garlic Bread </div>
							   <div class="IPrice">$2.00</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Fried Ravioli </div>
							   <div class="IPrice">$5.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Cheese Jalapeno Poppers (6pcs) </div>
							   <div class="IPrice">$4.95</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Jamaica Beef Pattie </div>
							   <div class="IPrice">$2.25</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Mozzarella Sticks  <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$4.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Beer Batter Onion Rings </div>
							   <div class="IPrice">$3.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Salads <br /><small>Fresh mozzarella made daily.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Antipasto <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice"><span>Small</span>: $6.50<br/><span>Large</span>: $7.50<br/></div> 
							   <div class="IDesc" style="">Ham, salami, provolone, prosciutto, fresh mozzarella and egg.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pizza Plus Antipasto </div>
							   <div class="IPrice"><span>Small</span>: $6.50<br/><span>Large</span>: $7.50<br/></div> 
							   <div class="IDesc" style="">Fresh mozzarella, roasted peppers and sun dried tomatoes.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Tossed Salad </div>
							   <div class="IPrice"><span>Small</span>: $4.50<br/><span>Large</span>: $5.50<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Caesar Salad </div>
							   <div class="IPrice"><span>Small</span>: $4.50<br/><span>Large</span>: $5.50<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Grilled Chicken Salad </div>
							   <div class="IPrice"><span>Small</span>: $6.50<br/><span>Large</span>: $7.50<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Tomato, Red Onion, Cucumber Salad </div>
							   <div class="IPrice"><span>Small</span>: $5.99<br/><span>Large</span>: $6.99<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Tuna Fish Salad Platter </div>
							   <div class="IPrice"><span>Small</span>: $5.50<br/><span>Large</span>: $6.99<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chef Salad <IMG class='item_icon' SRC='http://eat24hours.com/static/v4/images/adicon3.png' width='16' height='16' alt='Chef Recommended' title='Chef Recommended'></div>
							   <div class="IPrice"><span>Small</span>: $6.50<br/><span>Large</span>: $7.50<br/></div> 
							   <div class="IDesc" style="">Ham, salami, provolone, turkey, sliced eggs and fresh mozzarella.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Homemade Soups <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Chicken Noodle Soup </div>
							   <div class="IPrice">$3.75</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pasta Fagioli Soup <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$3.75</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Minestrone Soup </div>
							   <div class="IPrice">$3.75</div> 
							   <div class="IDesc" style="">Red bacon, tomato, veggie and pasta.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Cream of Broccoli and Veggie Soup </div>
							   <div class="IPrice">$3.75</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Wraps <br /><small>Combo any wrap with fries and a can of soda for additional charge.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Chicken Queso Wrap </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken Caesar Wrap </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Philly Cheesesteak Wrap </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Grilled Chicken Wrap </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Tuna Salad Wrap </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Honey Mustard Grilled Chicken Wrap </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Hot Sandwiches <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Meatball Parmigiana Sandwich </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken Parmigiana Sandwich </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Chicken Cutlet Sandwich </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">With lettuce and tomato.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Grilled Chicken Sandwich <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Cajun, BBQ or marinated with lettuce and tomato.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Veal Parmigiana Sandwich </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Sausage Parmigiana Sandwich </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Shrimp Parmigiana Sandwich </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Fried Filet Sandwich </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Parmigiana or lettuce and tomato.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Eggplant Parmigiana Sandwich </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Sausage, Peppers and Onions Sandwich </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Cold Sandwiches <br /><small>Served with lettuce, tomato, onion and mayonnaise. Add fresh mozzarella for $1.00 extra.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Italian Sub </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Ham, salami, prociutto, provolone and roasted pepper.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Turkey and Provolone Sandwich </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Ham, Turkey and American Cheese Sandwich <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Tuna Fish Sandwich </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Prosciutto, Fresh Mozzarella, Tomatoes Sandwich </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Extra virgin olive oil.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Fresh Mozzarella, Tomatoes, Basil and Roasted Peppers Sandwich </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Extra virgin olive oil.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Pizza Plus Specialities <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Penne Pasta with Vodka Sauce </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Alfredo Pasta </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Tortellini Alfredo </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Tortellini Ala Panna </div>
							   <div class="IPrice">$9.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Chicken Penne Ala Vodka </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="">Sauteed with garlic, onion and fresh tomato in a creamy pink vodka sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken Alfredo </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Chicken Cardinal </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="">Medallions layered with prosciutto, peppers, mozzarella, alfredo pink sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Veal Saltimbocca </div>
							   <div class="IPrice">$12.99</div> 
							   <div class="IDesc" style="">With spinach, prosciutto, mushrooms and fresh mozzarella in marsala sauce.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">From the Grill <br /><small>All combos come with 1 free can soda.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Cheesesteak </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="">With French fries.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Cheeseburger <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">With French fries.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Italian Cheeseburger </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Veggie Burger Deluxe <IMG class='item_icon' SRC='http://eat24hours.com/static/v4/images/adicon2.png' width='16' height='16' alt='Vegetarian' title='Vegetarian'></div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">With French fries.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Turkey Burger Deluxe </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">With French fries.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Italian Hot Dog </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Gyro </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Chicken or lamb. With French fries.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pizza Plus Platter </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Grilled chicken, salad and rice.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Panini and Focaccia Sandwiches <br /><small>Italian hot sandwiches made with our own ciabatta bread, pressed on a panini grill for a savory culmination. Focaccia bread is home made bread topped with rosemary, extra virgin olive oil, lite fresh garlic and spices. Add caesar salad for only $1.99.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Pizza Plus Panini </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Grilled chicken, roasted peppers, fresh mozzarella.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Turkey Panini <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Turkey, swiss, lettuce, tomato, onion and mustard.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Ham Panini </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Ham, American, lettuce, tomato, onion and mustard.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Tuna Melt Panini </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Tuna, swiss, lettuce, tomato, onion.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Tosca Pizza Plus Panini </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Sundried tomato. Prosciutto, ham, mozzarella and roasted peppers.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken Fajita Panini </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Chicken, swiss, roasted peppers.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Chicken Quesadilla Panini </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Chicken, mozzarella, lettuce, tomato, onion and ranch.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Philly Steak Panini </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Steak, provolone, lettuce, tomatoes, onion and pepper.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Rustico Chicken or Steak Focaccia </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Grilled chicken, pesto, mayo, smoke mozzarella, romaine lettuce, tomatoes 
							and balsamic vinegar.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pizza Plus Chicken or Steak Focaccia </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Grilled chicken, fresh tomatoes, fresh mozzarella, roasted peppers and 
							balsamic vinegar.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Wings and Chicken Fingers <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Wings <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice"><span>6 Pcs</span>: $4.50<br/><span>9 Pcs</span>: $6.50<br/><span>12 Pcs</span>: $8.99<br/><span>20 Pcs</span>: $15.99<br/><span>40 Pcs</span>: $25.99<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken Fingers </div>
							   <div class="IPrice"><span>3 Pcs</span>: $3.49<br/><span>4 Pcs</span>: $4.49<br/><span>6 Pcs</span>: $6.29<br/><span>9 Pcs</span>: $8.99<br/><span>12 Pcs</span>: $11.99<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Pasta <br /><small>Spaghetti, penne, linguini, fettuccini, capellini.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Tomato or Marinara Sauce </div>
							   <div class="IPrice">$5.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Meat Sauce </div>
							   <div class="IPrice">$7.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Meatballs or Sausage <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$7.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Mushroom Sauce </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Garlic and Oil </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pasta with Broccoli </div>
							   <div class="IPrice">$7.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">White or Red Clam Sauce </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Baked Dishes <br /><small>Served with garlic roll or Italian bread.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Baked Lasagna <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Meat or vegetable.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Baked Ziti </div>
							   <div class="IPrice">$7.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Baked Ziti Sicilian </div>
							   <div class="IPrice">$9.99</div> 
							   <div class="IDesc" style="">With eggplant and sausage.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Bake Stuffed Shells </div>
							   <div class="IPrice">$7.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Baked Manicotti </div>
							   <div class="IPrice">$7.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Baked Ravioli </div>
							   <div class="IPrice">$7.50</div> 
							   <div class="IDesc" style="">Cheese, meat or spinach.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Pizza Plus Baked Ravioli </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="">Vodka sauce.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Entrees <br /><small>Chicken or veal. All entrees served with choice of pasta or salad or vegetable with garlic roll. Also choice of garlic roll or 1/2 Italian bread.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Parmigiana </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Marsala </div>
							   <div class="IPrice">$9.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Chicken Francaise </div>
							   <div class="IPrice">$10.25</div> 
							   <div class="IDesc" style="">A golden crust of parmesan and eggs, presented in a zesty sauce of lemon and 
							white wine.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Scampi </div>
							   <div class="IPrice">$9.99</div> 
							   <div class="IDesc" style="">"Old World Recipe". Olive oil, fresh garlic with lemon juice and white wine.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Cacciatore </div>
							   <div class="IPrice">$9.99</div> 
							   <div class="IDesc" style="">With peppers, onions, mushrooms in a white wine marinara sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Murphy </div>
							   <div class="IPrice">$9.99</div> 
							   <div class="IDesc" style="">With garlic, hot peppers, onions, mushroom and potato in lemon sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Sorrentino </div>
							   <div class="IPrice">$10.00</div> 
							   <div class="IDesc" style="">Topped with eggplant, prosciutto, mozzarella in a brown sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Florentine </div>
							   <div class="IPrice">$10.99</div> 
							   <div class="IDesc" style="">Topped with spinach, mozzarella in a white wine lemon sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Margarita </div>
							   <div class="IPrice">$10.99</div> 
							   <div class="IDesc" style="">Fresh tomato, ricotta cheese, mushroom, mozzarella cheese.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken Rigatoni </div>
							   <div class="IPrice">$10.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Eggplant <br /><small>Served with choice of pasta, salad or vegetable, garlic roll.</small></h4>
							<div class="Item IEven">
							   <div class="IName">Eggplant Parmigiana </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Eggplant Rollatini <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$9.50</div> 
							   <div class="IDesc" style="">With ricotta, mozzarella and prosciutto.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Eggplant Sorrentino </div>
							   <div class="IPrice">$9.99</div> 
							   <div class="IDesc" style="">Mozzarella, prosciutto, mushroom and fresh tomato in a brown sauce.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Seafood <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Shrimp Francese </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Shrimp Scampi <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="">"Old World Recipe".</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Fried Flounder Parmigiana </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Shrimp Fra Diavolo </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="">Shrimp marinara sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Fried Shrimp (8 Pcs. ) </div>
							   <div class="IPrice">$10.99</div> 
							   <div class="IDesc" style="">With French fries and tartar sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Fried Flounder </div>
							   <div class="IPrice">$8.99</div> 
							   <div class="IDesc" style="">With French fries and tartar sauce.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Calamari Marinara </div>
							   <div class="IPrice">$10.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Shrimp Marinara </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Shrimp Parmigiana </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Tilapia Primavera </div>
							   <div class="IPrice">$11.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Kid's Menu <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">2 Hot Diggity Dog and Fries (Kids) </div>
							   <div class="IPrice">$4.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Spaghetti and Meatballs (Kids) </div>
							   <div class="IPrice">$4.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Chicken Nuggets and Fries (Kids) </div>
							   <div class="IPrice">$4.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Cheeseburger and Fries (Kids) </div>
							   <div class="IPrice">$4.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Grilled Cheese Italiano and Fries (Kids) </div>
							   <div class="IPrice">$4.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Side Orders <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">French Fries  <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$2.75</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Sauteed Vegetables </div>
							   <div class="IPrice">$4.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Meatballs or Sausage Side Order </div>
							   <div class="IPrice">$4.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Desserts <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Cheese Cake </div>
							   <div class="IPrice">$3.49</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Strawberry Cheese Cake <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$3.49</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Homemade Tiramisu </div>
							   <div class="IPrice">$3.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Carrot Cake </div>
							   <div class="IPrice">$3.49</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Cannoli </div>
							   <div class="IPrice">$3.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chocolate Outrage Cake </div>
							   <div class="IPrice">$3.49</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Beverages <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Can Soda </div>
							   <div class="IPrice">$1.00</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">20 oz Soda <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$1.75</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Snapple </div>
							   <div class="IPrice">$1.75</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Tropicana Orange </div>
							   <div class="IPrice">$2.00</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Vitamin Water </div>
							   <div class="IPrice">$2.00</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Bottled Water </div>
							   <div class="IPrice"><span>Small</span>: $1.00<br/><span>Medium</span>: $1.75<br/><span>Large</span>: $2.50<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Gatorade </div>
							   <div class="IPrice">$2.00</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Nesquik </div>
							   <div class="IPrice">$2.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="clear"></div> </div></div><div class="Menu">
								<h3 class="MType">Pizza Menu</h3>
									<div class="ITypeImagesList">
										<img src="http://eat24hours.com/static/v4/images/menu_icons_popular.png" align="absmiddle" alt="Popular" title="Popular"/><span>Popular</span>
										<img src="http://eat24hours.com/static/v4/images/adicon1.png" align="absmiddle" alt="Spicy" title="Spicy"/><span>Spicy</span>
										<img src="http://eat24hours.com/static/v4/images/adicon3.png" align="absmiddle" alt="Chef Special" title="Chef Special"/><span>Chef Special</span>
										<img src="http://eat24hours.com/static/v4/images/adicon2.png" align="absmiddle" alt="Veggie" title="Veggie"/><span>Veggie</span>
									</div>
									<div class="clear"></div>                               <div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Pizza <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Cheese Pizza </div>
							   <div class="IPrice"><span>Small 12"</span>: $7.99<br/><span>Medium 14"</span>: $9.99<br/><span>Large 16"</span>: $10.99<br/><span>X-Large 18"</span>: $11.99<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Half and Half Cheese Pizza </div>
							   <div class="IPrice"><span>Small 12"</span>: $7.99<br/><span>Medium 14"</span>: $9.99<br/><span>Large 16"</span>: $10.99<br/><span>X-Large 18"</span>: $11.99<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Pizza Plus Special <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice"><span>Small 12"</span>: $11.50<br/><span>Medium 14"</span>: $13.99<br/><span>Large 16"</span>: $17.99<br/><span>X-Large 18"</span>: $19.99<br/></div> 
							   <div class="IDesc" style="">Fresh mozzarella, meat and veggie (choose from 6 toppings).</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Sicilian Pizza <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Sicilian Cheese Pizza </div>
							   <div class="IPrice">$14.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pizza Plus Sicilian Special </div>
							   <div class="IPrice">$21.99</div> 
							   <div class="IDesc" style="">Fresh mozzarella, meat and veggie (choose from 6 toppings).</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Pizza Specialties <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Margarita Pizza </div>
							   <div class="IPrice"><span>Small 12"</span>: $10.99<br/><span>Medium 14"</span>: $12.99<br/><span>Large 16"</span>: $14.99<br/><span>X-Large 18"</span>: $17.99<br/></div> 
							   <div class="IDesc" style="">With marinara sauce, fresh mozzarella, basil, garlic and tomato.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">White Pizza </div>
							   <div class="IPrice"><span>Small 12"</span>: $9.99<br/><span>Medium 14"</span>: $10.99<br/><span>Large 16"</span>: $11.99<br/><span>X-Large 18"</span>: $14.99<br/></div> 
							   <div class="IDesc" style="">Ricotta and mozzarella.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Pizza Plus Garden </div>
							   <div class="IPrice"><span>Small 12"</span>: $10.99<br/><span>Medium 14"</span>: $12.99<br/><span>Large 16"</span>: $14.99<br/><span>X-Large 18"</span>: $17.99<br/></div> 
							   <div class="IDesc" style="">Mushrooms, onions, peppers, broccoli, olives, tomato.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pizza Plus Supreme </div>
							   <div class="IPrice"><span>Small 12"</span>: $10.99<br/><span>Medium 14"</span>: $12.99<br/><span>Large 16"</span>: $14.99<br/><span>X-Large 18"</span>: $17.99<br/></div> 
							   <div class="IDesc" style="">Pepperoni, sausage, mushrooms, onions, peppers.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Pizza Plus Primavera </div>
							   <div class="IPrice"><span>Small 12"</span>: $11.99<br/><span>Medium 14"</span>: $13.99<br/><span>Large 16"</span>: $15.99<br/><span>X-Large 18"</span>: $18.99<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pizza Plus Buffalo </div>
							   <div class="IPrice"><span>Small 12"</span>: $11.99<br/><span>Medium 14"</span>: $13.99<br/><span>Large 16"</span>: $15.99<br/><span>X-Large 18"</span>: $18.99<br/></div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Pizza Plus Meat Lovers <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice"><span>Small 12"</span>: $11.99<br/><span>Medium 14"</span>: $13.99<br/><span>Large 16"</span>: $15.99<br/><span>X-Large 18"</span>: $18.99<br/></div> 
							   <div class="IDesc" style="">Ham, bacon, sausage.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Deep Dish <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Pizza Plus Buffalo Deep Dish </div>
							   <div class="IPrice">$17.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pizza Plus Meat Lovers Deep Dish </div>
							   <div class="IPrice">$17.99</div> 
							   <div class="IDesc" style="">Ham, bacon, sausage.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Pizza Plus Hawaiian Deep Dish </div>
							   <div class="IPrice">$17.99</div> 
							   <div class="IDesc" style="">Ham, pineapple.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pizza Plus Garden Deep Dish </div>
							   <div class="IPrice">$17.99</div> 
							   <div class="IDesc" style="">White sauce or red sauce, spinach, onions, peppers, broccoli, tomatoes.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Stuffed Pizza <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Meat Stuffed Pizza </div>
							   <div class="IPrice">$22.00</div> 
							   <div class="IDesc" style="">Ham, pepperoni, sausage.</div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Veggie Stuffed Pizza  <IMG class='item_icon' SRC='http://eat24hours.com/static/v4/images/adicon2.png' width='16' height='16' alt='Vegetarian' title='Vegetarian'></div>
							   <div class="IPrice">$22.00</div> 
							   <div class="IDesc" style="">Spinach, mushrooms, white mozzarella.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Philly Cheesesteak Stuffed Pizza </div>
							   <div class="IPrice">$22.00</div> 
							   <div class="IDesc" style="">Peppers, onions, mushrooms, mozzarella.</div>
							   <div class="clear"></div>
							</div></div><div class="clear"></div>  
							<div class="ItemsList">
								<h4 class="IType">Stromboli, Calzones and Rolls <br /><small></small></h4>
							<div class="Item IEven">
							   <div class="IName">Cheese Calzone </div>
							   <div class="IPrice">$5.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Pepperoni, Sausage, Ham or Broccoli Roll </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Spinach Roll </div>
							   <div class="IPrice">$6.50</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Chicken Roll </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">Chicken and Broccoli Roll </div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
							</div><div class="Item IOdd">
							   <div class="IName">Stromboli <img class='item_icon' src='http://eat24hours.com/static/v4/images/menu_icons_popular.png' width='16' height='16' title='Most Popular'></div>
							   <div class="IPrice">$6.99</div> 
							   <div class="IDesc" style="">Ham, salami, pepperoni.</div>
							   <div class="clear"></div>
							</div><div class="Item IEven">
							   <div class="IName">(28") Family Style Stromboli </div>
							   <div class="IPrice">$17.99</div> 
							   <div class="IDesc" style="padding:0px;"></div>
							   <div class="clear"></div>
 							</div>
						</div>
						<!--close tag for section--></div>
					<div class="clear"></div>
				</div>
			</div>
			<div class="clear"></div>
			<div class='Footer'>
				<div class="Outer20Padding" align="center"> <a href="http://eat24hrs.com/restaurants/19119" title="Order Online with Eat24"><img src="images/orderonlineN2.png" alt="Order Online from eat24hours" title="Order Online from eat24hours"/></a> </div>
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