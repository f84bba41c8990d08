<!--Team Section-->
			<section class="our-team pb-80 pb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center pt-80 pt-xs-40">
								<h2>Our Staff</h2>
								<p class="lead">
									Our staff of German food fanatics and customer service professionals can't wait to serve you the best quality German food around.
								</p>
							</div>
						</div>
					</div>
					<div class="row text-center">
						<div class="col-sm-6 col-md-3 mb-xs-30 mb-sm-30">
							<figure class="box-hover">
								<img src="assets/images/originals/photos_resized/232x358/232x358_1.jpg" alt="">
								<div class="team-block">
									<strong>Ester Scheeff</strong><span>Owner</span>
									<hr class="small-divider border-white">
									<p>
										Owner, pastry chef, and head cook
									</p>
								</div>
							</figure>
						</div>
						<div class="col-sm-6 col-md-3 mb-xs-30 mb-sm-30">
							<figure class="box-hover">
								<img src="assets/images/team/02.png" alt="">
								<div class="team-block">
									<strong>Employee 1</strong><span>Job Description</span>
									<hr class="small-divider border-white">
									<p>
										Aenean suscipit eget mi act hasellus vulputate turpis tincidunt.
									</p>
								</div>
							</figure>
						</div>
						<div class="col-sm-6 col-md-3 mb-xs-30">
							<figure class="box-hover">
								<img src="assets/images/team/03.png" alt="">
								<div class="team-block">
									<strong>Employee 2</strong><span>Job Description</span>
									<hr class="small-divider border-white">
									<p>
										Aenean suscipit eget mi act hasellus vulputate turpis tincidunt.
									</p>
								</div>
							</figure>
						</div>
						<div class="col-sm-6 col-md-3">
							<figure class="box-hover">
								<img src="assets/images/team/04.png" alt="">
								<div class="team-block">
									<strong>Employee 3</strong><span>Job Description</span>
									<hr class="small-divider border-white">
									<p>
										Aenean suscipit eget mi act hasellus vulputate turpis tincidunt.
									</p>
								</div>
							</figure>
						</div>
					</div>
				</div>
			</section>
			<!--Team Section End-->
			<!--Service Section-->
			<section class="our-menu overlay_bg bg_3 text-center light-color pt-80 pb-100 ptb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-8 col-sm-push-2  mb-xs-30 mb-sm-30">
							<div class="padding-30 bg-gold">
								<div class="border-white padding-30">
									<h2> Special Requests</h2>
									<p class="lead">
										Made to order
									</p>
									<p>
										We look forward to hosting your special events or creating specialty cakes and pastries
									</p>
									<a href="#" class="btn-text">Send Request</a>
								</div>
							</div>
						</div>
					</div>
				</div>
			</section>
			<!--Service Section End-->

			<!--Gallery Section-->
			<section class="our-gallery pb-80 pb-xs-40">
				<div class="container">
					<div class="row">
						<div class="col-sm-12">
							<div class="block-title mb-45 text-center pt-80">
								<h2>Our Gallery</h2>
								<p class="lead">
									Perspiciatis unde omnis iste natus doxes sit voluptatem  Perspiciatis unde omnis iste natus doxes sit voluptatem
								</p>
							</div>
						</div>
					</div>
					<div class="row">
						<div class="col-sm-3 no-padding">
							<img class="img-responsive" src="assets/images/menu-item/1.jpg" alt="Photo">
						</div>
						<div class="col-sm-3 no-padding">
							<img class="img-responsive" src="assets/images/menu-item/2.jpg" alt="Photo">
						</div>
						<div class="col-sm-3 no-padding">
							<img class="img-responsive" src="assets/images/menu-item/3.jpg" alt="Photo">
						</div>
						<div class="col-sm-3 no-padding">
							<img class="img-responsive" src="assets/images/menu-item/4.jpg" alt="Photo">
						</div>
						<div class="col-sm-3 no-padding">
							<img class="img-responsive" src="assets/images/menu-item/4.jpg" alt="Photo">
						</div>
						<div class="col-sm-3 no-padding">
							<img class="img-responsive" src="assets/images/menu-item/3.jpg" alt="Photo">
						</div>
						<div class="col-sm-3 no-padding">
							<img class="img-responsive" src="assets/images/menu-item/2.jpg" alt="Photo">
						</div>
						<div class="col-sm-3 no-padding">
							<img class="img-responsive" src="assets/images/menu-item/1.jpg" alt="Photo">
						</div>
					</div>
				</div>
			</section>
			<!--Gallery Section End-->