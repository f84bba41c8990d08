<div class="container contact-form ptb-80 pt-xs-40 mt-up">
	<div class="row">
		<div class="col-sm-12">
			<h4>SEND US A MESSAGE</h4>
			<p>
				Your message will be sent straight to our inbox.
			</p>
			<!-- Contact FORM -->
			<form class="contact-form mt-45" id="contact">
				<!-- IF MAIL SENT SUCCESSFULLY -->
				<div id="success">
					<div role="alert" class="alert alert-success">
						<strong>Thanks</strong> for your inquiry. Your message has been sent.
					</div>
				</div>
				<!-- END IF MAIL SENT SUCCESSFULLY -->
				<div class="row">
					<div class="col-sm-6">
						<div class="form-field">
							<input class="input-sm form-full" id="name" type="text" name="form-name" placeholder="Your Name">
						</div>
						<div class="form-field">
							<input class="input-sm form-full" id="email" type="text" name="form-email" placeholder="Email" >
						</div>
						<div class="form-field">
							<input class="input-sm form-full" id="sub" type="text" name="form-subject" placeholder="Subject">
						</div>
					</div>
					<div class="col-sm-6">
						<div class="form-field">
							<textarea class="form-full" id="message" rows="7" name="form-message" placeholder="Your Message" ></textarea>
						</div>
					</div>
					<div class="col-sm-12 mt-30">
						<button class="btn-text" type="button" id="submit" name="button">
							Send Message
						</button>
					</div>
				</div>
			</form>
			<!-- END Contact FORM -->
		</div>
	</div>
</div>