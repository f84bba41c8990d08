<img src="assets/images/originals/edelweiss_text.png">
<h2>German Bakery</h2>
<p style="font-size:27px;">
	Edelweiss serves daily breakfast and lunch, featuring delicious, authentic German breads, pretzels, rolls, and cakes daily. Willkommen!
</p>
<a class="btn-text" href="about_us.html.php"> read more</a>