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

