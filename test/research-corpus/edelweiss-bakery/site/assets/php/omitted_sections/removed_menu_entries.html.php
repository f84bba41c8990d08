<li>
	<div class="dish-pic">
		<img src="assets/images/menu-item/menu-thumbnails/lunch/schnitzel.jpg" class="img-circle" alt="">
	</div>
	<div class="menu-item-name">
		<strong>Schnitzel</strong>
		<p>
			No description
		</p>
	</div>
	<span class="price-text">$6.50</span>
</li>

<li>
	<div class="dish-pic">
		<img src="assets/images/menu-item/menu-thumbnails/lunch/lasagna.jpg" class="img-circle" alt="">
	</div>
	<div class="menu-item-name">
		<strong>Lasagna</strong>
		<p>
			Served with a side salad
		</p>
	</div>
	<span class="price-text">$6.50</span>
</li>

<li>
	<div class="dish-pic">
		<img src="assets/images/menu-item/menu-thumbnails/lunch/kaesspaetzle.jpg" class="img-circle" alt="">
	</div>
	<div class="menu-item-name">
		<strong>Kaesspaetzle</strong>
		<p>
			No description
		</p>
	</div>
	<span class="price-text">$6.50</span>
</li>

<li>
	<div class="dish-pic">
		<img src="assets/images/menu-item/menu-thumbnails/lunch/gulasch.jpg" class="img-circle" alt="">
	</div>
	<div class="menu-item-name">
		<strong>Gulasch</strong>
		<p>
			No description
		</p>
	</div>
	<span class="price-text">$6.50</span>
</li>