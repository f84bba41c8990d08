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

                                
            </div>
