<!-- Footer Start -->
			<footer class="footer pt-80 pt-xs-40">
				<div class="container">
					<div class="row footer-info mb-60">
						<div class="col-md-4 col-sm-6 col-xs-12 mb-sm-30">
							<h4 class="mb-30">CONTACT Us</h4>
							<address>
								<i class="fa fa-map-marker fa-icons"></i> 2324 4th St. Tuscaloosa, AL 35401
							</address>
							<ul class="link-small">
								<li>
									<a href="mailto:business@support.com"><i class="fa fa-envelope icons-size fa-icons"></i>edelweiss.tuscaloosa@yahoo.com</a>
								</li>
								<li>
									<a><i class="fa fa-phone fa-icons"></i>(205) 343 6545</a>
								</li>
							</ul>
							<div class="icons-hover-black">
								<a target="_blank" href="https://m.facebook.com/EdelweissGermanBakery/"> <i class="fa fa-facebook"></i>
								<a target="_blank" href="http://instagram.com/edelweissbakery"> <i class="fa fa-instagram"></i>
							</div>
						</div>
						<div class="col-md-5 col-sm-6 col-xs-12 mb-sm-30">
							<h4>Links</h4>
							<ul class="link blog-link">
								<li>
									<a href="about_us.html.php"><i class="fa fa-angle-double-right"></i> About Us</a>
								</li>
								<li>
									<a href="contact.html.php"><i class="fa fa-angle-double-right"></i> Contact</a>
								</li>
							</ul>
						</div>
						<!--
						<div class="col-md-3 col-sm-6 col-xs-12">
							<div class="footer-gallery">
								<h4>Photos</h4>
								<ul class="instagram">
									<li><img src="assets/images/1.jpg" alt="">
									</li>
									<li><img src="assets/images/2.jpg" alt="">
									</li>
									<li><img src="assets/images/3.jpg" alt="">
									</li>
									<li><img src="assets/images/3.jpg" alt="">
									</li>
									<li><img src="assets/images/1.jpg" alt="">
									</li>
									<li><img src="assets/images/2.jpg" alt="">
									</li>
								</ul>
							</div>
						</div>
						-->
					</div>
					
				</div>
				<!-- Copyright Bar -->
				<div class="copyright">
					<div class="container">
						<p>
							© 2017 <a><b>Pinpoint Marketing Team LLC & Jesse Wells</b></a>. All Rights Reserved.
						</p>
					</div>
				</div>
				<!-- End Copyright Bar -->
			</footer>
			<!-- Footer End -->