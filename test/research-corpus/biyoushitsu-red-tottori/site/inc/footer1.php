<footer>
        <p class="footer"><small>Copyright &copy; Hair RED. All Rights Reserved.</small></p>
    </footer>
    <!--アップスクロールボタン-->
    <a class="return_top" href="#top"><span class="dli-chevron-right"></span></a>

    <script src="script.js"></script>
    <script src="https://unpkg.com/scrollreveal"></script>
    <script>
        ScrollReveal({ reset: false, distance: "60px", duration: 2000 });
        ScrollReveal().reveal('.img-box', { delay: 200, origin: "bottom" });
        ScrollReveal().reveal('.text-box', { delay: 250, origin: "bottom" });
        ScrollReveal().reveal('.text-box h2', { delay: 300, origin: "bottom" });
        ScrollReveal().reveal('.text-box p', { delay: 350, origin: "bottom" });
        ScrollReveal().reveal('.text-box a', { delay: 400, origin: "bottom" });
        ScrollReveal().reveal('.contact_box h2, h3', { delay: 200, origin: "bottom" });
        ScrollReveal().reveal('.contact_box .tel', { delay: 250, origin: "bottom" });
        ScrollReveal().reveal('.contact_box .hpb', { delay: 300, origin: "bottom" });
        ScrollReveal().reveal('.contact_box .container', { delay: 350, origin: "bottom" });
        ScrollReveal().reveal('.newsList h2, h3', { delay: 200, origin: "bottom" });
        ScrollReveal().reveal('.newsLink li', { delay: 200, origin: "bottom" });
    </script>

</body>
</html>