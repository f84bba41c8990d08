<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>診療について - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
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
<script type="application/ld+json">
	{
	  "@context": "https://schema.org/", 
	  "@type": "BreadcrumbList", 
	  "itemListElement": [{
		"@type": "ListItem", 
		"position": 1, 
		"name": "深見眼科 | 愛知県豊田市",
		"item": "https://fukami-ganka.jp/"  
	  },{
		"@type": "ListItem", 
		"position": 2, 
		"name": "診療について",
		"item": "https://fukami-ganka.jp/shinryou.html"  
	  }]
	}
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
                <a href="./goaisatsu.php">院長ご挨拶</a>
                <a href="./shinryou.php">診療について</a>
                <a href="./ishi.php">医師紹介</a>
                <a href="./shisetsu.php">施設紹介</a>
                <a href="./yoyaku.php">診療予約</a>
                <a href="./qa.php">よくある質問<br/>Q&A</a>
                <a href="./sick.php">目の病気</a>
                <a href="./sick_hakunaisho.php" >白内障手術</a>
                <a href="./ortho.php">ナイトコンタクト</a>
                <a href="./myopia_control.php">近視進行抑制点眼薬</a>
                <a href="./recruit.php">採用情報</a>
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
<main>
<div class="contents">

<h2 class="title"><img src="./images/t_shinryou.png" alt="診療について" width="100"></h2>
<div class="sub_main"><img src="./images/sub_shinryou.jpg"></div>

<div class="block">
	<div class="inner">
		<h3 class="t_sub mincho">診察について</h3>
		<ul class="list_shinryou">
			<li>月に一度は保険証の確認をさせて頂きますので、必ず保険証をご持参ください。</li>
			<li>当院は予約優先制を導入していますので、なるべく事前のご予約をおすすめします。<br/>尚、完全予約制ではございませんので、予約外の診療も受け付けております。</li>
			<li>お薬は一部を除き院内処方となります。</li>
			<li>白内障手術について<br/>当院では白内障手術は日帰りで行っております。</li>
			<li>緑内障手術について<br/>
				当院では、低侵襲に行える緑内障手術（MIGS) を日帰りで行っております。白内障手術と同時に行うことも可能です。眼圧を下げ緑内障の進行を抑えるために、房水流出抵抗の大きな線維柱帯を切開します。</li>
			<li>
				硝子体注射について<br/>
				薬剤を目の中に注射をします。主な適応となる病気は、加齢黄斑変性、糖尿病黄斑浮腫、網膜静脈閉塞症、近視性脈絡膜新生血管などです。当院では、手術室にて安心して受けていただけます。
			</li>
			<li>コンタクトレンズをご希望の方へ<br>当院にて検査の上、処方箋を発行し隣接する販売店で処方箋に従ってご購入いただきます。<br/>
				コンタクトレンズは多数取り扱っていますので診療の際にご相談ください。</li>
			<li>メガネをご希望の方へ<br>当院にてレンズの度数を決定し処方箋をお出ししますので、眼鏡店で作ってもらってください。</li>
		</ul>
		
		<h3 class="t_sub mincho">診断書（証明書）をご希望の時</h3>
		<div class="box_indent sindan">
			<div class="tile a1-b1-c2 am30">
				<div>内容により、その場で書いてお渡しすることもありますが、数日を要するお渡しになる場合があります。</div>
				<div>
					<table class="table_normal">
						<tr>
							<td>診断書</td>
							<td>￥1,500〜￥5,000</td>
						</tr>
					</table>
				</div>
			</div>
			<div>
				<dl>
					<dd>例）</dd>
					<dl>
						1500円：一般的な病名診断や学校や会社への提出書類など<br/>
						3000円：保険診断書など<br/>
						5000円：自賠責、詳細な病状経過の記載が必要な診断書など<br/>
					</dl>
				</dl>
				<span>※提出書類の種類により金額が変動する場合があります。 <br/>
						※詳細はお問い合わせください。</span>
			</div>
		</div>
		<h3 class="t_sub mincho">転院について</h3>
		<div class="box_indent">
			［他院から変わりたい時］<br>
			どのような症状でも受け入れ可能です。ただ、通院経過が長く、難しい病気の場合は紹介状をお願いしたいと思います。
		</div>
		<h3 class="t_sub mincho">他院にかかりたい時</h3>
		<div class="box_indent m-b-30">
			他院にかかりたい時、転院したい時、セカンドオピニオン（他院での説明）をご希望の時は遠慮なくお申し出ください。必要であれば、今までの治療経過を書いた紹介状をお渡しし、視野・眼底写真などの検査データも添付いたします。
		</div>
		<div class="box_indent shokai">
			［ご紹介病院の例］<br/>
			豊田厚生病院、トヨタ記念病院、名古屋大学医学部附属病院、名古屋市立大学病院、藤田医科大学病院（旧・藤田保健衛生大学病院）、愛知医科大学病院、名古屋第二赤十字病院、総合上飯田第一病院、眼科杉田病院、眼科三宅病院、あいち小児保健医療センター など
		</div>
	</div>
</div>




<!--診療時間-->
<section class="top_banner">
	<div class="al-c m-t-20"><a href="./recruit.html"><img src="./images/info_recruit.png" alt="採用情報"></a></div>
</section><!--/top_banner-->

</div><!--/contents-->

<footer class="footer clearfix">
	<a href="./index.html" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.html"> - サイトマップ</a></div>

</footer>

<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

</div><!--/page-->
</main>

<div class="float-nav mincho">
	<div class="pc767">
		<nav>  
			<a href="#" class="modal-button" data-target="modal-shinryo">診療案内</a>
			<a href="./yoyaku.php">診療予約</a>
		</nav>
	</div>
	<div class="sp767">
		<nav>  
			<a href="#" class="modal-frame-button" data-target="modalFrameShinryo"><img src="./images/spnav01.webp?1795740655"></a>
			<a href="./yoyaku.php"><img src="./images/spnav02.webp?1795740655"></a>
		</nav>
	</div>
</div>

<div class="modal">
	<div class="modal-contents">
		<button class="modal-close"></button>
		<div class="modal--inner">
			<div id="modal-degisuma">
				<figure>
					<img src="./images/degisuma_pc.webp"/>
					<a href="https://link.digikar-smart.jp/ios" target="_blank" class="app-link ios">ios</a>
					<a href="https://link.digikar-smart.jp/android" target="_blank" class="app-link android">android</a>
				</figure>
				<div class="more">
				<a href="./yoyaku.html#about">
					デジスマ診療とは→
				</a>
				</div>
			</div>
			<div id="modal-shinryo">
			<div class="info">
				<div class="info-tel-access">
					<h2 class="t_top"><img src="./images/t_info.png" alt="診療時間" width="126"></h2>
					<div class="tel">
						<img src="./images/tel.png" alt="0565-34-1155" width="147" class="tel_img">
					</div>
					<div class="access">
						<dl>
							<dt>［深見眼科］</dt>
							<dd>
								〒471-0079<br/>
								豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/y89rTWV8u2zLCL1t7" target="_blank">Googleマップで開く</a></span>
							</dd>
							<dd>
								【電車をご利用のお客様】<br/>
								名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
								【お車をご利用のお客様】<br/>
								深見眼科ビル前に専用平面駐車25台以上有り
							</dd>
						</dl>
					</div>
				</div>
				<div>
					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							9：30〜<br/>12：30<br/>
							<br/>
							受付終了は<br/>12:15です。
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
							15：30〜<br/>18：30<br/>
							<br/>
							受付終了は<br/>18:15です。
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
					<a href="./yoyaku.php" class="b_yoyaku">診療の予約をする</a>
				</div>
			</div>
			</div>
		</div>
	</div>
</div>
<div class="modal-frame" id="modalFrameDegisuma">
	<div class="modal-frame-close"></div>
</div>
<div class="modal-frame" id="modalFrameShinryo">
	<!--診療時間-->
	

<div id="smartContents">
	<header>
		<h1 class="mincho"><img src="./images/spnav01.webp?1795740655"/></h1>
	</header>
	<main>
	<!--診療時間-->
	<section class="top_info">
		<div class="info">
			<div class="info-tel-access">
				<h2 class="t_top"><img src="./sp/images/tel.webp" alt="診療時間" width="126"></h2>
				<div class="tel">
					<a href="tel:0565-34-1155">
						<img src="./sp/images/tel.webp" alt="0565-34-1155" width="200" class="tel_img">
					</a>
				</div>
				
			</div>
			<div>
				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						9：30〜<br/>12：30<br/>
						<br/>
						受付終了は<br/>12:15<br/>です。
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
						15：30〜<br/>18：30<br/>
						<br/>
						受付終了は<br/>18:15<br/>です。
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
				<div class="access">
					<dl>
						<dt>［深見眼科］</dt>
						<dd>
							〒471-0079<br/>
							豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/JBqcASGATYjkKXmW6" target="_blank">Googleマップで開く</a></span>
						</dd>
						<dd>
							【電車をご利用のお客様】<br/>
							名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
							【お車をご利用のお客様】<br/>
							深見眼科ビル前に専用平面駐車25台以上有り
						</dd>
					</dl>
				</div>
			</div>
		</div>
	</section><!--/top_info-->
	</main>
</div>	<div class="modal-frame-close"></div>
</div>

<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/slick/slick.min.js"></script>
<script src="./js/navActive.js?1795740655"></script>
<script src="./js/modal.js?1795740655"></script>
<script src="./js/script.noviewport.js?1795740655"></script></body>
</html>