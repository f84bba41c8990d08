        <footer class="footer-7 text-center-xs  ">
        	
			<div class="container">
				<div class="row">
					<div class="col-sm-4">
						<span class="type--fine-print">©
						<span class="update-year">2017</span> Kleinscharig - <a href="/privacy" target="_blank">Privacyverklaring</a></span> 
			        </div>
					<div class="col-sm-4 text-center">
						<span class="type--fine-print">Fotografie door <a href="https://www.anoukfotografeert.nl/" target="_blank" rel="noreferrer">Anouk Fotografeert</a></span>
			        </div>
			        <div class="col-sm-4 text-right text-center-xs">
			        	<ul class="social-list list-inline">
	                        <li>
	                            <a href="https://www.instagram.com/kleinscharig/" target="_blank" rel="noreferrer" title="instagram">
	                                <i class="socicon socicon-instagram icon icon--xs"></i>
	                            </a>
	                        </li>
	                        <li>
	                            <a href="https://www.facebook.com/kleinscharig.amersfoort/" target="_blank" rel="noreferrer" title="facebook">
	                                <i class="socicon socicon-facebook icon icon--xs"></i>
	                            </a>
	                        </li>
	                        <li>
	                            <a href="https://m.me/kleinscharig.amersfoort" target="_blank" rel="noreferrer" title="messenger">
	                                <i class="socicon socicon-messenger icon icon--xs"></i>
								</a>
							</li>
	                        <li>
	                            <a href="https://www.pinterest.com/kleinscharig" target="_blank" rel="noreferrer" title="pinterest">
	                                <i class="socicon socicon-pinterest icon icon--xs"></i>
	                            </a>
	                        </li>
	                        <li>
	                            <a itemprop="email" href="mailto:info@kleinscharig.nl" target="_blank" rel="noreferrer" title="email">
	                                <i class="socicon socicon-mail icon icon--xs"></i>
	                                
	                            </a>
	                        </li>
						</ul>
			        </div>
			    </div>
		        <!--end of row-->
		    </div>
		    <!--end of container-->
		</footer>
