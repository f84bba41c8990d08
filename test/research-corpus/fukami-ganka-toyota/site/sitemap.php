<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>サイトマップ - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<meta name="description" content="">

<link rel="stylesheet" href="./js/slick/slick.css">
<link rel="stylesheet" href="./js/slick/slick-theme.css">
<link rel="stylesheet" href="./css/loaders.min.css">
<link rel="stylesheet" href="./css/font.css">
<link rel="stylesheet" href="./css/style.css">
<link rel="stylesheet" href="./css/common.css">
<link rel="stylesheet" href="./css/top.css?02">
<link rel="stylesheet" href="./css/sub.css">
<link rel="stylesheet" href="./css/contents.css">
<link rel="stylesheet" href="./css/smart.css">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.3.1/jquery.min.js"></script>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-466TG755TX"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'G-466TG755TX');
</script>
</head>
<body>

<div id="page">

	<header class="sub_header mincho fix on">
		<div class="inner">
			<div class="sub_logo"><h1><a href="./index.php"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科" width="178"></a></h1></div>
			<div class="sp_tel"><a href="tel:0565-34-1155"><i class="icon-phone-circled"></i></a></div>
			<div class="nav_wrap">
				<div class="h_tel">tel.0565-34-1155</div>
				<div class="sub_nav">
					<nav class="nav_list">
					<a href="./">ホーム</a>
					<a href="./goaisatsu.html">院長ご挨拶</a>
						<a href="./shinryou.html">診療について</a>
						<a href="./ishi.html">医師紹介</a>
						<a href="./shisetsu.html">施設紹介</a>
						<a href="./yoyaku.html">診療予約</a>
						<a href="./qa.html">よくある質問<br/>Q&A</a>
                    <a href="./sick.html">目の病気</a>
                    <a href="./sick_hakunaisho.html" >白内障手術</a>
                    <a href="./ortho.html">オルソケラトロジー<br>（自費診療）</a>
						<a href="./myopine.html">マイオピン点眼薬<br>（自費診療）</a>
						<a href="./recruit.html">採用情報</a>
					</nav>
				</div>
			</div>
		</div>
		<div class="nav-button-wrap">
			<div class="nav-button">
				<span></span>
				<span></span>
				<span></span>
			</div>
			<strong>MENU</strong>
		</div>
	</header>
	

<div class="contents">


<div class="block block_bio">
	<div class="inner">
		<h3 class="i_name mincho">サイトマップ</h3>

		<div class="bio_wrap clearfix">
			
			<div class="bio_l"></div>
			<div class="bio_r">
				<ul>
					<li><a href="https://fukami-ganka.jp/">ホーム</a></li>
					<li><a href="https://fukami-ganka.jp/goaisatsu.html">院長ご挨拶</a></li>
					<li><a href="https://fukami-ganka.jp/shinryou.html">診療について</a></li>
					<li><a href="https://fukami-ganka.jp/shinryou.html">診療について</a></li>
					<li><a href="https://fukami-ganka.jp/ishi.html">医師紹介</a></li>
					<li><a href="https://fukami-ganka.jp/shisetsu.html">施設紹介</a></li>
					<li><a href="https://fukami-ganka.jp/yoyaku.html/index">診療予約</a></li>
					<li><a href="https://fukami-ganka.jp/recruit.html">採用情報</a></li>
				</ul>
			</div>
		</div>
		<h3 class="s_name mincho">オルソケラトロジー</h3>
		<div class="bio_wrap clearfix">
			<div class="bio_l"></div>
			<div class="bio_r">
					<ul>
						<li><a href="https://fukami-ganka.jp/ortho.html">オルソケラトロジーの概要</a></li>
						<li><a href="https://fukami-ganka.jp/ortho_about.php">オルソケラトロジーとは</a></li>
						<li><a href="https://fukami-ganka.jp/ortho_merit-demerit.php">オルソケラトロジーの向き不向き、メリットデメリット</a></li>
						<li><a href="https://fukami-ganka.jp/ortho_cost.php">オルソケラトロジーの費用</a></li>
						<li><a href="https://fukami-ganka.jp/ortho_qa.php">よくある質問</a></li>
					</ul>
			</div>
		</div>
		<h3 class="s_name mincho">マイオピン点眼</h3>
		<div class="bio_wrap clearfix">
			<div class="bio_l"></div>
			<div class="bio_r">
					<ul>
						<li><a href="https://fukami-ganka.jp/myopine.html">マイオピン点眼とは</a></li>
					</ul>
			</div>
		</div>
	</div>
</div>




<!--診療時間-->
<div class="block block_info">
	<div class="info">
		<div>
			<h2 class="t_top"><img src="./images/t_info.png" alt="診療時間" width="126" class="imgfix"></h2>
		</div>
		<div>
			<img src="./images/tel.png" alt="0565-34-1155" width="147" class="tel_img imgfix">
		</div>
		<div>
			<div class="consultation">
				<div class="hour">
					診療時間<br/>
					9：30〜<br/>12：30
				</div>
				<dl>
					<dt>曜日</dt>
					<dd>月</dd>
					<dd>火</dd>
					<dd>水</dd>
					<dd>木</dd>
					<dd>金</dd>
					<dd>土</dd>
					
					<dt>診療</dt>
					<dd>○<br/>2診<br/>★</dd>
					<dd>○</dd>
					<dd>○<br/>2診<br/>★</dd>
					<dd>○<br/>2診</dd>
					<dd>○<br/>2診</dd>
					<dd>○<br/>2診</dd>
					
					<dt>担当</dt>
					<dd>院長<br/>副院長</dd>
					<dd>院長</dd>
					<dd>院長<br/>副院長</dd>
					<dd>院長<br/>副院長</dd>
					<dd>院長<br/>副院長</dd>
					<dd>院長<br/>副院長</dd>
				</dl>
			</div>

			<div class="consultation">
				<div class="hour">
					診療時間<br/>
					15：30〜<br/>18：30
				</div>
				<dl>
					<dt>曜日</dt>
					<dd>月</dd>
					<dd>火</dd>
					<dd>水</dd>
					<dd>木</dd>
					<dd>金</dd>
					<dd>土</dd>
					
					<dt>診療</dt>
					<dd>○</dd>
					<dd>-</dd>
					<dd>○</dd>
					<dd>○</dd>
					<dd>○</dd>
					<dd>-</dd>
					
					<dt>担当</dt>
					<dd>院長</dd>
					<dd>-</dd>
					<dd>院長</dd>
					<dd>副院長</dd>
					<dd>院長</dd>
					<dd>-</dd>
				</dl>
			</div>
			

			<p class="shinryo_mes">
			2診：2診制です。<br/>
			★手術日のため、2診は11：30まで。<br/>
			休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
			疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
			ご不明な場合はお問合せ下さい
			</p>
			<a href="./yoyaku.html" class="b_yoyaku">診療の予約をする</a>
		</div>
	</div>
</div>

<section class="top_banner">
	<div class="al-c m-t-20"><a href="./recruit.html"><img src="./images/info_recruit.png" alt="採用情報"></a></div>
</section><!--/top_banner-->

</div><!--/contents-->

<footer class="footer clearfix">
	<a href="./index.html" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.html"> - サイトマップ</a></div>>

</footer>

<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

</div><!--/page-->

<script src="./js/slick/slick.min.js"></script>
<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/script.js"></script>

</body>
</html>