<!--Strat Header Section-->
			<header class="header header-style">
				<div class="container">
					<div class="row">
						<div class="col-sm-3">
							<a href="index.php" class="logo"> <img src="assets/images/logo.png" alt=""> </a>
							<button id="menu" class="menu-btn visible-xs"></button>
						</div>
						<div class="col-sm-9">
							<nav class="navigation">
								<ul>
									<li>
										<a href="index.php">Home</a>
									</li>
									<li>
										<a href="about_us.html.php">About</a>
									</li>
									<li>
										<a href="menu.html.php">Menu</a>
									</li>
									<!--
									<li>
										<a href="#">Events</a>
									</li>
									-->
									<li>
										<a href="contact.html.php">Contact</a>
									</li>
									<li>
										<a href="free_lunch.html.php">Free Lunch</a>
									</li>
									<!--
									<li>
										<a href="#">Gifts</a>
									</li>
									-->
									<!--
									<li>
										<a href="#!">page</a>
                                        <i class="icon-arrow-down visible-xs"></i>
                                         <ul class="sub-nav">

												<li>
													<a href="gallery-col-2.html.php">gallery-col-2</a>
												</li>
												<li>
													<a href="gallery-col-3.html.php">gallery-col-3</a>
												</li>
                                                <li>
													<a href="gallery-col-4.html.php">gallery-col-4</a>
												</li>
												<li>
													<a href="events-col-2.html.php">Event-col-2</a>
												</li>
												<li>
													<a href="events-col-3.html.php">Event-col-3</a>
												</li>
                                                <li>
													<a href="events-col-4.html.php">Event-col-4</a>
												</li>

												<li>
													<a href="faq.html.php">faq</a>
												</li>
												<li>
													<a href="404.html.php">404 page</a>
												</li>
											</ul>
									</li>
									-->
								</ul>
							</nav>
						</div>
					</div>
				</div>
			</header>

			<!--End Header Section-->