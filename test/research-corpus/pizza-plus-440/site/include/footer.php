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