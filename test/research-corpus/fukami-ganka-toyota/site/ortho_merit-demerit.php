<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>オルソケラトロジーの向き不向き　メリットデメリット - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
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
<link rel="stylesheet" href="./css/ortho.css">
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
		"name": "オルソケラトロジー",
		"item": "https://fukami-ganka.jp/ortho.html"  
	  },{
		"@type": "ListItem", 
		"position": 3, 
		"name": "オルソケラトロジーの向き不向き、メリットデメリット",
		"item": "https://fukami-ganka.jp/ortho_merit-demerit.php"  
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
<nav class="ortho_nav ortho_subnav">
	<ul class="tile a2-b2-c4 am5-bm10">
		<li><a href="./ortho_about.php" class="ortho_nav_button"><span>オルソケラトロジー<br/>（ナイトコンタクト）とは</span></a></li>
		<li><a href="./ortho_merit-demerit.php" class="ortho_nav_button active"><span>オルソケラトロジーの向き不向き<br>メリットデメリット</span></a></li>
		<li><a href="./ortho_cost.php" class="ortho_nav_button"><span>オルソケラトロジーの費用</span></a></li>
		<li><a href="./ortho_qa.php" class="ortho_nav_button"><span>オルソケラトロジーQ&amp;A</span></a></li>
	</ul>
</nav>

<div class="contents_gray">
<div class="contents_gray_inner">

<h2 class="t_ortho mincho m-t-0">オルソケラトロジーの向き不向き、メリットデメリット</h2>
<div class="m-b-5">[ オルソケラトロジーに向いている方 ]</div>
<ol class="list-num-maru m-b-20">
	<li>６歳以上で中等度(-4D程度）までの近視と軽度の乱視の方</li>
	<li>近視の進行を抑制したいお子様</li>
	<li>裸眼でスポーツを楽しみたい方</li>
	<li>角膜のカーブが強すぎたり弱すぎたりしない方</li>
	<li>円錐角膜でない方</li>
	<li>重症のドライアイでない方</li>
	<li>角膜や結膜に疾患のない方</li>
</ol>

<div class="m-b-5">[ オルソケラトロジーに向いていない方 ]</div>
<ol class="list-num-kuromaru m-b-30">
	<li>妊娠中・授乳中、または妊娠の可能性がある方</li>
	<li>レーシックなどの屈折矯正手術を受けたことのある方</li>
	<li>円錐角膜の方</li>
	<li>重症のドライアイの方</li>
	<li>レンズのケアがしっかりできない方（お子様の場合は保護者です）</li>
	<li>定期検査に通えない方</li>
	<li>職業上、常に適正な視力が必要で視力の変化があった時に業務の中止ができない方</li>
</ol>

<div class="box_ortho">
	<div class="tile a1-b2-c2-d2 am30-bm20-cm40">
		<div>
			<div class="m-b-5 color-sky">[ メリット ]</div>
			<ul class="list-icon-double">
				<li>子どもの近視進行抑制効果が期待できる</li>
				<li>手術の必要がない</li>
				<li>日中は眼鏡やコンタクトレンズを付けずに裸眼で過ごせる</li>
				<li>コンタクトレンズの使用が適さない格闘技や水泳などのスポーツを裸眼で行うことが可能</li>
				<li>装用を中止すれば元の状態に戻すことができる</li>
			</ul>
		</div>
		<div>
			<div class="m-b-5 color-sky">[ デメリット ]</div>
			<ul class="list-icon-kuro">
				<li>毎晩レンズを装用する必要がある</li>
				<li>毎日のレンズケアが必要</li>
				<li>しっかりとした定期検診が必要</li>
				<li>強い乱視や遠視は矯正できない</li>
				<li>夜間のハロー・グレア（光が周りに散って見える現象）が気になる場合がある</li>
			</ul>
		</div>
	</div>
</div>

<h2 class="t_ortho mincho">オルソケラトロジー治療を行う上でのリスク</h2>
<p>コンタクトレンズを使用しますので、以下のような一般的なコンタクトレンズの合併症と同じものが発生します。しっかりとしたレンズケアで予防できるものもあります。</p>
<div class="box_ortho">
	<div class="tile a1-b2-c2-d2 am0-bm20-cm40">
		<div>
			<div class="m-b-5 color-sky">●角膜炎・角膜上皮障害</div>
			<p>レンズによって角膜の表面（上皮細胞）が傷つけられることで発症します。コンタクトレンズの合併症で最も多く、点眼治療やコンタクトレンズの使用を中止することが必要になることもあります。</p>

			<div class="m-b-5 color-sky">●角膜内皮障害</div>
			<p>角膜の内側にある角膜内皮細胞は、一度障害を受けると、再生しないとされています。内皮細胞の数が減少すると、将来白内障手術が受けられなかったり、視力が低下し、角膜移植が必要となることがあります。オルソケラトロジー治療において、角膜内皮細胞の減少は認められていません。しかし、通常のハードコンタクトレンズ同様、レンズケアを怠ると、長期的に同じレンズを使用すると角膜内皮細胞が減少する可能性があります。そのため、当院では２年毎に新しいレンズに交換していただいており、精密検査時には角膜内皮細胞数も測定しております。</p>
		</div>
		<div>
			<div class="m-b-5 color-sky">●角膜感染症（角膜潰瘍）</div>
			<p>オルソケラトロジーのレンズは酸素透過性が高く、複雑な形状のため、通常のレンズより細菌を含む汚れが付きやすく、洗浄が不十分になりやすくなっています。洗浄が十分でない場合やレンズが清潔に保たれていない場合、角膜感染症を引き起こす可能性があります。緑膿菌やアカントアメーバによる感染は特に重篤な結果となり、失明につながることもあります。そのため、レンズケアを十分にしていただく必要があります。また充血や痛み、異物感などの症状が出た場合、無理にレンズの装用を続けず、早急に眼科にて診察を受けることをおすすめします。</p>

			<div class="m-b-5 color-sky">●巨大乳頭結膜炎</div>
			<p class="m-b-0">主な自覚症状は、かゆみ、充血、目やになどです。原因は、レンズの汚れによるものがほとんどですので、レンズや専用レンズケースを清潔に保つ必要があります。また、専用レンズケースは定期的に新品に交換することをおすすめします。（当院では3ヶ月毎を推奨しています。）</p>
		</div>
	</div>
</div>

<h2 class="t_ortho mincho">主な注意事項</h2>

<ul class="list-icon-kuro">
	<li>レーシック手術をされた方はオルソケラトロジー治療を行うことはできません。</li>
	<li>老眼は矯正できません。</li>
	<li>円錐角膜がある方には使用できません。</li>
	<li>強度乱視や不正乱視は矯正できない場合があります。</li>
	<li>寝ている間に矯正をするので、最低でも6時間以上の睡眠時間が必要です。<br>睡眠時間が短いと矯正する力が弱まります。</li>
</ul>

<div class="ortho_next">
	<img src="./images/next.png" alt="NEXT" width="161" class="ortho_next_img">
	<a href="./ortho_cost.php" class="ortho_menu_button"><span>オルソケラトロジーの費用</span></a>
</div>

<section class="top_banner">
	
	<div class="yoyaku_mes">
		<p class="m-b-0">＊受診は定期検査を含めて全て完全予約制です。<br>インターネット予約は承っておりませんので、<br>必ずお電話または窓口にてご予約をお願い致します。</p>
	</div>
</section>

</div>

<!--診療時間-->



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
			<a href="#" class="modal-frame-button" data-target="modalFrameShinryo"><img src="./images/spnav01.webp?1795740654"></a>
			<a href="./yoyaku.php"><img src="./images/spnav02.webp?1795740654"></a>
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
		<h1 class="mincho"><img src="./images/spnav01.webp?1795740654"/></h1>
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
<script src="./js/navActive.js?1795740654"></script>
<script src="./js/modal.js?1795740654"></script>
<script src="./js/script.noviewport.js?1795740654"></script></body>
</html>