import type { Queryable } from '../db/connection';

/**
 * The account side of the demo company (issue 12): FAQs in both languages, a payout method for
 * every member (PayPal to their own address, so the demo's payout requests work), and for the
 * showcase member a full profile and bank details. Plain SQL over the rows already written:
 * no random numbers, so the rest of the seed is unchanged.
 */
export async function writeAccountData(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE members SET payout_method = 'paypal', paypal_email = email WHERE deleted_at IS NULL`,
  );
  await tx.query(
    `UPDATE members m SET date_of_birth = DATE '1988-04-12', gender = 'female',
            address_1 = '350 Mission Street', address_2 = 'Floor 10', city = 'San Francisco',
            postcode = '94105', country_id = c.id, zone_id = z.id,
            payout_method = 'bank_transfer'
       FROM countries c JOIN zones z ON z.country_id = c.id AND z.code = 'CA'
      WHERE c.iso_code_2 = 'US' AND m.username = 'demo'`,
  );
  await tx.query(
    `INSERT INTO member_bank_accounts
       (member_id, account_holder, bank_name, branch, account_number, is_iban, swift_bic)
     SELECT id, 'Dana Demo', 'Commerzbank', 'Berlin Mitte', 'DE89370400440532013000', true, 'COBADEFFXXX'
       FROM members WHERE username = 'demo'`,
  );
  // A rejected document, so the demo shows the reason and the way to send a new one.
  await tx.query(
    `INSERT INTO kyc_documents (member_id, category_id, status, reason, created_at, updated_at)
     SELECT m.id, c.id, 'rejected', 'The photo is blurred: the document number cannot be read.',
            now() - interval '12 days', now() - interval '11 days'
       FROM members m, (SELECT id FROM kyc_categories ORDER BY sort_order DESC, id DESC LIMIT 1) c
      WHERE m.username = 'demo'`,
  );
  await tx.query(
    `INSERT INTO kyc_files (document_id, file_name, stored_name, mime_type, size_bytes)
     SELECT id, 'passport-photo.jpg', 'seed-rejected-1-passport-photo.jpg', 'image/jpeg', 158204
       FROM kyc_documents WHERE status = 'rejected' AND member_id = (SELECT id FROM members WHERE username = 'demo')`,
  );
  for (const [language, rows] of Object.entries(faqs)) {
    for (const [i, [category, question, answer]] of rows.entries()) {
      await tx.query(
        'INSERT INTO faqs (language, category, question, answer, sort_order) VALUES ($1, $2, $3, $4, $5)',
        [language, category, question, answer, i],
      );
    }
  }
}

type Faq = [category: string, question: string, answer: string];

const faqs: Record<'en' | 'es', Faq[]> = {
  en: [
    [
      'Getting started',
      'How do I invite someone to join my team?',
      'Open Referral and share your referral link or one of the promo links. Whoever signs up through it joins under you as their sponsor.',
    ],
    [
      'Getting started',
      'Where do I see my team?',
      'Network › Genealogy shows your whole downline as a tree you can zoom and search; Network › Tabular lists it level by level.',
    ],
    [
      'Getting started',
      'What are PV, TV and CV?',
      'PV is the volume of your own purchases, TV the volume of your whole team, and CV the commissionable volume bonuses are paid on.',
    ],
    [
      'Payouts',
      'When can I request a payout?',
      'Whenever your wallet balance is above the minimum payout shown on the request form. Choose a payout method in Account › Payout method first.',
    ],
    [
      'Payouts',
      'Why is my payout still pending?',
      'The company reviews every request before paying it. You are told when its status changes, by e-mail if you have that switched on.',
    ],
    [
      'Payouts',
      'What is the wallet password?',
      'An optional second password for moving money. Once set, payout requests ask for it instead of your login password.',
    ],
    [
      'Account and security',
      'How do I change my email address?',
      'Go to Account › Email address, enter the new address and the 6-digit code we send to it. Your old address is told about the change.',
    ],
    [
      'Account and security',
      'I forgot my wallet password. What now?',
      'On Account › Wallet password choose "Forgot it?": we send a code to your email and you set a new one with it.',
    ],
    [
      'Account and security',
      'Why do I need to upload identity documents?',
      'The company must know who it pays. Upload them under KYC; payouts may need an approved document.',
    ],
    [
      'Account and security',
      'What happens if I delete my account?',
      'Your personal details are erased and you can no longer sign in. Your place in the genealogy and the volumes you generated stay, so your team and your upline are not affected.',
    ],
  ],
  es: [
    [
      'Primeros pasos',
      '¿Cómo invito a alguien a unirse a mi equipo?',
      'Abre Referidos y comparte tu enlace de referido o uno de los enlaces promocionales. Quien se registre con él queda bajo ti como patrocinador.',
    ],
    [
      'Primeros pasos',
      '¿Dónde veo a mi equipo?',
      'Red › Genealogía muestra toda tu línea descendente como un árbol con zoom y búsqueda; Red › Tabular la lista nivel por nivel.',
    ],
    [
      'Primeros pasos',
      '¿Qué son PV, TV y CV?',
      'PV es el volumen de tus propias compras, TV el de todo tu equipo y CV el volumen comisionable sobre el que se pagan los bonos.',
    ],
    [
      'Pagos',
      '¿Cuándo puedo solicitar un pago?',
      'Cuando el saldo de tu billetera supere el mínimo indicado en el formulario. Primero elige un método de cobro en Cuenta › Método de cobro.',
    ],
    [
      'Pagos',
      '¿Por qué mi pago sigue pendiente?',
      'La empresa revisa cada solicitud antes de pagarla. Te avisamos cuando cambia su estado, por correo si lo tienes activado.',
    ],
    [
      'Pagos',
      '¿Qué es la contraseña de la billetera?',
      'Una segunda contraseña opcional para mover dinero. Una vez definida, las solicitudes de pago la piden en lugar de tu contraseña de acceso.',
    ],
    [
      'Cuenta y seguridad',
      '¿Cómo cambio mi correo electrónico?',
      'Ve a Cuenta › Correo electrónico, escribe la nueva dirección y el código de 6 dígitos que le enviamos. Tu dirección anterior recibe un aviso.',
    ],
    [
      'Cuenta y seguridad',
      'Olvidé la contraseña de la billetera. ¿Qué hago?',
      'En Cuenta › Contraseña de la billetera elige «¿La olvidaste?»: te enviamos un código por correo y con él defines una nueva.',
    ],
    [
      'Cuenta y seguridad',
      '¿Por qué debo subir documentos de identidad?',
      'La empresa debe saber a quién paga. Súbelos en KYC; los pagos pueden requerir un documento aprobado.',
    ],
    [
      'Cuenta y seguridad',
      '¿Qué pasa si elimino mi cuenta?',
      'Tus datos personales se borran y ya no podrás iniciar sesión. Tu lugar en la genealogía y los volúmenes que generaste se conservan, así que tu equipo y tu línea ascendente no se ven afectados.',
    ],
  ],
};
