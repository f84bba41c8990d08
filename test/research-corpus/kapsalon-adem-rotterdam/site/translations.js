const translations = {
    nl: {
        'nav.home': 'Home',
        'nav.services': 'Diensten',
        'nav.booking': 'Afspraak Maken',
        'nav.contact': 'Contact',
        
        'hero.title': 'Welkom bij Kapsalon Adem',
        'hero.subtitle': 'Professionele Kapsalon in Rotterdam',
        'hero.cta': 'Afspraak Maken',
        
        'services.title': 'Onze Diensten',
        'services.haircut': 'Knippen',
        'services.shave': 'Scheren',
        'services.facial': 'Gezichtsbehandeling',
        
        'booking.title': 'Maak een Afspraak',
        'booking.service': 'Dienst',
        'booking.barber': 'Kapper',
        'booking.date': 'Datum',
        'booking.time': 'Tijd',
        'booking.name': 'Naam',
        'booking.phone': 'Telefoonnummer',
        'booking.submit': 'Afspraak Maken',
        'booking.form.selectTime': 'Kies tijd',
        'booking.form.error': 'Fout bij laden tijdsloten',
        'booking.form.fillAll': 'Vul alle velden in',
        'booking.form.success': 'Boeking succesvol! We nemen contact met u op om uw afspraak te bevestigen.',
        'booking.weekendAlert': 'Selecteer een werkdag. We zijn in het weekend gesloten.',
        
        'contact.title': 'Contact',
        'contact.hours': 'Ma-Za: 9:00 - 18:00',
        'contact.closed': 'Zondag: Gesloten'
    },
    en: {
        'nav.home': 'Home',
        'nav.services': 'Services',
        'nav.booking': 'Book Now',
        'nav.contact': 'Contact',
        
        'hero.title': 'Welcome to Kapsalon Adem',
        'hero.subtitle': 'Professional Barbershop in Rotterdam',
        'hero.cta': 'Book Now',
        
        'services.title': 'Our Services',
        'services.haircut': 'Haircut',
        'services.shave': 'Shave',
        'services.facial': 'Facial',
        
        'booking.title': 'Book an Appointment',
        'booking.service': 'Service',
        'booking.barber': 'Barber',
        'booking.date': 'Date',
        'booking.time': 'Time',
        'booking.name': 'Name',
        'booking.phone': 'Phone',
        'booking.submit': 'Book Now',
        'booking.form.selectTime': 'Select time',
        'booking.form.error': 'Error loading time slots',
        'booking.form.fillAll': 'Please fill in all fields',
        'booking.form.success': 'Booking successful! We will contact you to confirm your appointment.',
        'booking.weekendAlert': 'Please select a weekday. We are closed on weekends.',
        
        'contact.title': 'Contact',
        'contact.hours': 'Mon-Sat: 9:00 - 18:00',
        'contact.closed': 'Sunday: Closed'
    },
    tr: {
        'nav.home': 'Ana Sayfa',
        'nav.services': 'Hizmetler',
        'nav.booking': 'Randevu Al',
        'nav.contact': 'İletişim',
        
        'hero.title': 'Kapsalon Adem\'e Hoşgeldiniz',
        'hero.subtitle': 'Rotterdam\'da Profesyonel Kuaför',
        'hero.cta': 'Randevu Al',
        
        'services.title': 'Hizmetlerimiz',
        'services.haircut': 'Saç Kesimi',
        'services.shave': 'Tıraş',
        'services.facial': 'Yüz Bakımı',
        
        'booking.title': 'Randevu Al',
        'booking.service': 'Hizmet',
        'booking.barber': 'Kuaför',
        'booking.date': 'Tarih',
        'booking.time': 'Saat',
        'booking.name': 'İsim',
        'booking.phone': 'Telefon',
        'booking.submit': 'Randevu Al',
        'booking.form.selectTime': 'Saat seçin',
        'booking.form.error': 'Saat yükleme hatası',
        'booking.form.fillAll': 'Lütfen tüm alanları doldurun',
        'booking.form.success': 'Randevu başarılı! Randevunuzu onaylamak için sizinle iletişime geçeceğiz.',
        'booking.weekendAlert': 'Lütfen hafta içi bir gün seçin. Hafta sonları kapalıyız.',
        
        'contact.title': 'İletişim',
        'contact.hours': 'Pzt-Cmt: 9:00 - 18:00',
        'contact.closed': 'Pazar: Kapalı'
    }
};
