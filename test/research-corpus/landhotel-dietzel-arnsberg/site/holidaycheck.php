<script type="text/javascript">
	(
		function() {
			var hcWidget = document.createElement("script");
			hcWidget.type = 'text/javascript';
			hcWidget.async = true;hcWidget.src = ("https:" == document.location.protocol ? 'https://secure.holidaycheck.de/' : 'https://secure.holidaycheck.de/') + 'javascript/widget/hotel_284573_M.js?elementIdCombined=hcWidget15591720141810__hid&lang=de';
			var s = document.getElementsByTagName('script')[0];
			s.parentNode.insertBefore(hcWidget, s);
		}
	) ();
</script>
<div class="hcWidgetMain" id="hcWidget15591720141810" style="width: 300px;">
	<div id="hcWidgetLogo" class="hcWidgetLogoRight">
		<a href="https://secure.holidaycheck.de/" title="www.holidaycheck.de">
			<img src="https://secure.holidaycheck.de/image/widget/logo_label_de_right.png">
		</a>
	</div>
	<h1 id="hcWidgetHeadline">
		<a href="http://www.holidaycheck.de/hotel-Reiseinformationen_Landhotel+Dietzel-hid_284573.html" title="hier geht es zum Hotel">
			Landhotel Dietzel
		</a>
	</h1>
	<div id="hcWidgetContent">
		<ul id="hcWidgetLinks" style="display: none;">
			<li>
				<a title="Bewertungen zu Landhotel Dietzel" href="http://www.holidaycheck.de/hotel-Hotelbewertungen_Landhotel+Dietzel-ch_hb-hid_284573.html">
					Bewertungen zu Landhotel Dietzel
				</a>
			</li>
		</ul><br/>
		<div id="hcWidgetButtonHelper">
			<div id="hcWidgetButton">
				<a title="Landhotel Dietzel bewerten" href="https://secure.holidaycheck.de/hotelbewertung_abgeben.php?itemId=284573&action=hotelselect&itemType=hid">
					<span>
						Jetzt bewerten
					</span>
				</a>
			</div>
		</div>
	</div>
</div>
