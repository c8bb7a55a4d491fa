/**
 * The server's messages in Spanish, keyed by their English text (decision 044). A message
 * built with parameters is keyed by its template: each `${expression}` of the English source
 * is `{name}`, named after the expression's last identifier, and the Spanish puts the same
 * names where they belong. Written in "tú", as the portal's own Spanish is. The coverage test
 * (tests/server/message-catalogue.test.ts) fails naming any message of the source that has no entry here.
 */
export const spanishMessages: Readonly<Record<string, string>> = {
  // Account: profile, picture, dates
  'Send the picture as multipart/form-data.': 'Envía la imagen como multipart/form-data.',
  'Send one picture only.': 'Envía una sola imagen.',
  'Enter the date as yyyy-mm-dd.': 'Escribe la fecha como aaaa-mm-dd.',
  'This date does not exist.': 'Esta fecha no existe.',
  'The date of birth cannot be in the future.':
    'La fecha de nacimiento no puede estar en el futuro.',
  'Members must be at least {minAge} years old.':
    'Los miembros deben tener al menos {minAge} años.',
  'Check the year of birth.': 'Revisa el año de nacimiento.',
  // Projected earnings (issue 33 point 3)
  'This call takes no parameters: the member is the one signed in.':
    'Esta llamada no lleva parámetros: el miembro es quien inició sesión.',
  'Session not found.': 'No se encontró la sesión.',
  // Bank details and payout method
  'This IBAN is not valid: check it for a typing mistake.':
    'Este IBAN no es válido: revisa si tiene algún error de escritura.',
  'Enter 4 to 34 digits, or an IBAN.': 'Introduce de 4 a 34 dígitos, o un IBAN.',
  'Enter a SWIFT/BIC of 8 or 11 letters and digits.':
    'Introduce un SWIFT/BIC de 8 u 11 letras y dígitos.',
  'Member not found.': 'No se encontró el miembro.',
  'The password is incorrect.': 'La contraseña es incorrecta.',
  'Payouts to it are held until {utcMinute}.':
    'Los retiros hacia él quedan retenidos hasta el {utcMinute}.',
  'The company does not pay by this method.': 'La empresa no paga por este método.',
  'Enter the email address of your PayPal account.':
    'Introduce el correo electrónico de tu cuenta de PayPal.',
  'Save your bank details first: bank transfers are paid to them.':
    'Guarda primero tus datos bancarios: las transferencias se pagan a ellos.',
  // Contact changes
  'This is already your email address.': 'Este ya es tu correo electrónico.',
  'This email address is already in use.': 'Este correo electrónico ya está en uso.',
  'This is already your phone number.': 'Este ya es tu número de teléfono.',
  'Choose a country code from the list.': 'Elige un código de país de la lista.',
  'This phone number is already in use.': 'Este número de teléfono ya está en uso.',
  'Ask for a new code.': 'Pide un código nuevo.',
  'Payouts to a new payout destination are held for {holdHours} hour{value} after it is set.':
    'Los retiros a un destino de cobro nuevo quedan retenidos {holdHours} h después de configurarlo.',
  'You can request this payout from {utcMinute}.':
    'Puedes solicitar este retiro desde el {utcMinute}.',
  // Preferences and profile
  'Choose one of the languages offered.': 'Elige uno de los idiomas ofrecidos.',
  'Choose one of the currencies offered.': 'Elige una de las monedas ofrecidas.',
  'Choose a region from the list.': 'Elige una región de la lista.',
  'This region is not in the chosen country.': 'Esta región no está en el país elegido.',
  'Choose a picture.': 'Elige una imagen.',
  'The picture must be at most {value} MB.': 'La imagen debe ocupar como máximo {value} MB.',
  'Choose a JPEG, PNG or WebP picture.': 'Elige una imagen JPEG, PNG o WebP.',
  'This picture could not be read. Try another file.':
    'No se pudo leer esta imagen. Prueba con otro archivo.',
  'Picture not found.': 'No se encontró la imagen.',
  // Passwords
  'The two passwords do not match.': 'Las dos contraseñas no coinciden.',
  'The current password is incorrect.': 'La contraseña actual es incorrecta.',
  'Choose a password different from the current one.':
    'Elige una contraseña distinta de la actual.',
  'Enter your current wallet password.': 'Introduce tu contraseña actual de la billetera.',
  'Enter your login password.': 'Introduce tu contraseña de inicio de sesión.',
  'The current wallet password is incorrect.':
    'La contraseña actual de la billetera es incorrecta.',
  'The login password is incorrect.': 'La contraseña de inicio de sesión es incorrecta.',
  'Use a wallet password different from your login password.':
    'Usa una contraseña de la billetera distinta de la de inicio de sesión.',
  'No wallet password is set yet: set one with your login password.':
    'Todavía no tienes contraseña de la billetera: crea una con tu contraseña de inicio de sesión.',
  'Unknown or missing application key.': 'La clave de la aplicación falta o no se reconoce.',
  'File not found.': 'No se encontró el archivo.',
  'The wallet password is not correct.': 'La contraseña de la billetera no es correcta.',
  'The password is not correct.': 'La contraseña no es correcta.',
  // Sign-in and codes
  'Signing in with a one-time code is not enabled.':
    'El inicio de sesión con un código de un solo uso no está activado.',
  'The code is wrong or has expired. Ask for a new one.':
    'El código es incorrecto o ha caducado. Pide uno nuevo.',
  'Use at least {minLength} characters.': 'Usa al menos {minLength} caracteres.',
  'Use at most {maxLength} characters.': 'Usa como máximo {maxLength} caracteres.',
  'This password is too common. Choose one that is harder to guess.':
    'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  'Do not use your username or email as your password.':
    'No uses tu usuario ni tu correo electrónico como contraseña.',
  'Reset your password with your email address.':
    'Restablece tu contraseña con tu correo electrónico.',
  'Reset your password with your mobile number.':
    'Restablece tu contraseña con tu número de móvil.',
  'The passwords do not match.': 'Las contraseñas no coinciden.',
  'The login details or the password are incorrect.':
    'Los datos de acceso o la contraseña son incorrectos.',
  'The SSO token is not valid or has expired.': 'El token SSO no es válido o ha caducado.',
  'The store is not enabled.': 'La tienda no está activada.',
  'Too many attempts. Try again in {waitText}.':
    'Demasiados intentos. Vuelve a intentarlo en {waitText}.',
  'Too many wrong passwords for this account. Try again in {waitText}, or unlock it now with a code sent to its e-mail address.':
    'Demasiadas contraseñas incorrectas en esta cuenta. Vuelve a intentarlo en {waitText} o desbloquéala ahora con un código enviado a su correo electrónico.',
  // Company settings (operator desk)
  'Choose on or off.': 'Elige activado o desactivado.',
  'The minimum payout cannot be above the maximum.':
    'El retiro mínimo no puede ser mayor que el máximo.',
  'This value does not fit.': 'Este valor no cabe.',
  'There is no such setting.': 'No existe ese ajuste.',
  'Choose a time from now on: a change never applies to the past.':
    'Elige un momento a partir de ahora: un cambio nunca se aplica al pasado.',
  'A plan setting changes from the start of a period not yet begun: {toISOString} at the earliest.':
    'Un ajuste del plan cambia desde el inicio de un periodo que aún no ha empezado: como pronto el {toISOString}.',
  'Check the change.': 'Revisa el cambio.',
  'Setting change not found.': 'No se encontró el cambio de ajuste.',
  'This change is already cancelled.': 'Este cambio ya está cancelado.',
  'This change is already in effect: schedule another one.':
    'Este cambio ya está en vigor: programa otro.',
  // Company content
  'Video not found.': 'No se encontró el video.',
  'Article not found.': 'No se encontró el artículo.',
  'Event not found.': 'No se encontró el evento.',
  'Learning not found.': 'No se encontró la formación.',
  'This {what} is {state}: it cannot be {value}.':
    'Este elemento ({what}) está en estado {state}: no se puede aplicar «{value}».',
  'Story not found.': 'No se encontró la publicación.',
  'Choose a course the company has in this language.':
    'Elige un curso que la empresa tenga en este idioma.',
  'A learning in this language already has this slug.':
    'Ya hay una formación en este idioma con este slug.',
  'This learning already has a version in that language.':
    'Esta formación ya tiene una versión en ese idioma.',
  'Write the article.': 'Escribe el artículo.',
  'Give the video a link.': 'Pon un enlace al video.',
  'Check the story.': 'Revisa la publicación.',
  'The end must come after the start.': 'El final debe ser posterior al inicio.',
  'Give a place, or an online link for an online event.':
    'Indica un lugar, o un enlace si el evento es en línea.',
  'Use an http or https link.': 'Usa un enlace http o https.',
  'Check the event.': 'Revisa el evento.',
  'Write the learning.': 'Escribe la formación.',
  'Give the video or PDF a link.': 'Pon un enlace al video o al PDF.',
  'Check the learning.': 'Revisa la formación.',
  // CRM and demo requests
  'Choose a country from the list.': 'Elige un país de la lista.',
  'Lead not found.': 'No se encontró el prospecto.',
  'This lead is enrolled: they are a member now.':
    'Este prospecto ya se inscribió: ahora es miembro.',
  'This demo account is not allowed in. Contact the demo team.':
    'Esta cuenta de demostración no tiene acceso. Contacta con el equipo de la demo.',
  'Thank you. We will contact you to arrange your demo.':
    'Gracias. Te contactaremos para organizar tu demo.',
  'Choose an industry from the list.': 'Elige un sector de la lista.',
  'Choose a compensation plan from the list.': 'Elige un plan de compensación de la lista.',
  // Operator desk: members and adjustments
  'Send an Idempotency-Key header with the adjustment.':
    'Envía una cabecera Idempotency-Key con el ajuste.',
  'This account is blocked: unblock it to view it.':
    'Esta cuenta está bloqueada: desbloquéala para verla.',
  'This member has no verification waiting: no email or phone change to confirm.':
    'Este miembro no tiene ninguna verificación pendiente: ningún cambio de correo ni de teléfono por confirmar.',
  'A debit may not take the available balance below zero (it is {minorToDecimal}).':
    'Un cargo no puede dejar el saldo disponible por debajo de cero (es {minorToDecimal}).',
  'At most {minorToDecimal} can be debited.': 'Se puede cargar como máximo {minorToDecimal}.',
  'Enter an amount like 25.00 (at most two decimals).':
    'Introduce un importe como 25.00 (como máximo dos decimales).',
  'Enter an amount above zero.': 'Introduce un importe mayor que cero.',
  'One adjustment may move at most {toFixed}.': 'Un ajuste puede mover como máximo {toFixed}.',
  // Operator desk: payouts
  'Payout not found.': 'No se encontró el retiro.',
  'This payout is {status}; only a pending payout can be approved.':
    'Este retiro está en estado {status}; solo se puede aprobar un retiro pendiente.',
  'You have already approved this payout. A second operator with the payouts permission must approve it.':
    'Ya aprobaste este retiro. Debe aprobarlo un segundo operador con el permiso de retiros.',
  'This payout is {status}; it can no longer be rejected.':
    'Este retiro está en estado {status}; ya no se puede rechazar.',
  'A batch with this reference exists already: choose another.':
    'Ya existe un lote con esta referencia: elige otra.',
  'No payout #{join}.': 'No existe el retiro n.º {join}.',
  'Payout #{id} is already in batch #{batchId}.':
    'El retiro n.º {id} ya está en el lote n.º {batchId}.',
  'Payout #{id} is {replace}; only approved payouts can be paid.':
    'El retiro n.º {id} está en estado {replace}; solo se pueden pagar retiros aprobados.',
  'Batch not found.': 'No se encontró el lote.',
  'A SEPA credit transfer is in euros, and this batch is in {currency}. Use the CSV export for it.':
    'Una transferencia SEPA es en euros y este lote está en {currency}. Usa la exportación CSV.',
  "The company's paying account is not set (settings payouts.debtor_iban), so no SEPA file can be made.":
    'La cuenta de pago de la empresa no está configurada (ajuste payouts.debtor_iban), así que no se puede generar un archivo SEPA.',
  'No payout of this batch goes to an IBAN, so there is nothing for a SEPA file. Use the CSV export.':
    'Ningún retiro de este lote va a un IBAN, así que no hay nada para un archivo SEPA. Usa la exportación CSV.',
  // Earnings
  'No such earning.': 'No existe esa ganancia.',
  'This earning was made before explanations were recorded.':
    'Esta ganancia se generó antes de que se registraran las explicaciones.',
  'Choose at most {maxAnalyticsDays} days from start_date to end_date.':
    'Elige como máximo {maxAnalyticsDays} días entre start_date y end_date.',
  'No such member.': 'No existe ese miembro.',
  'The period holds more than {maxStatementLines} earnings: choose a shorter one.':
    'El periodo tiene más de {maxStatementLines} ganancias: elige uno más corto.',
  // Orders and signup
  'No such package.': 'No existe ese paquete.',
  'The member already holds a package; upgrade or renew it instead.':
    'El miembro ya tiene un paquete; mejóralo o renuévalo.',
  'Only the package held can be renewed.': 'Solo se puede renovar el paquete que se tiene.',
  'An upgrade needs a package dearer than the one held.':
    'Una mejora necesita un paquete más caro que el actual.',
  'The sponsor does not exist or cannot enrol members.':
    'El patrocinador no existe o no puede inscribir miembros.',
  "The placement member is not in the sponsor's downline.":
    'El miembro de colocación no está en la línea descendente del patrocinador.',
  'That username is taken.': 'Ese usuario ya está en uso.',
  'That email is already registered.': 'Ese correo electrónico ya está registrado.',
  'Notification not found.': 'No se encontró la notificación.',
  // Sessions and access
  'Your session has ended. Sign in again.': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  'Sign in to continue.': 'Inicia sesión para continuar.',
  'This call is for members. Operators work from the operator desk.':
    'Esta llamada es para miembros. Los operadores trabajan desde el panel de operadores.',
  'This call is for the company’s operators.': 'Esta llamada es para los operadores de la empresa.',
  'Your operator account may not do this (it needs the {permission} permission).':
    'Tu cuenta de operador no puede hacer esto (necesita el permiso {permission}).',
  "This is a read-only view of the member's back office.":
    'Esta es una vista de solo lectura de la oficina virtual del miembro.',
  // The framework and the error boundary
  'The request body arrived too slowly.': 'El cuerpo de la solicitud llegó demasiado despacio.',
  'This value is not valid.': 'Este valor no es válido.',
  'The address of the call is not valid.': 'La dirección de la llamada no es válida.',
  'A value in this request cannot be stored or compared.':
    'Un valor de esta solicitud no se puede guardar ni comparar.',
  'The request body ended before it was complete.':
    'El cuerpo de la solicitud terminó antes de estar completo.',
  'The server is busy. Try again in a moment.':
    'El servidor está ocupado. Vuelve a intentarlo en un momento.',
  'The request is not valid.': 'La solicitud no es válida.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es un JSON válido.',
  'Send the request body as JSON.': 'Envía el cuerpo de la solicitud como JSON.',
  'The request body is too large.': 'El cuerpo de la solicitud es demasiado grande.',
  'Internal Server Error': 'Error interno del servidor',
  'Bad Request': 'Solicitud incorrecta',
  'No such call: {method} {value}': 'No existe esa llamada: {method} {value}',
  'The Idempotency-Key must be 1 to 255 visible ASCII characters, sent once.':
    'La Idempotency-Key debe tener de 1 a 255 caracteres ASCII visibles y enviarse una sola vez.',
  'A request with this Idempotency-Key is still running. Try again in a moment.':
    'Aún se está procesando una solicitud con esta Idempotency-Key. Vuelve a intentarlo en un momento.',
  'This Idempotency-Key was used with a different request.':
    'Esta Idempotency-Key se usó con una solicitud distinta.',
  'Remove the NUL character: text cannot contain it.':
    'Quita el carácter NUL: el texto no puede contenerlo.',
  'This text is not valid Unicode (UTF-8).': 'Este texto no es Unicode (UTF-8) válido.',
  'This value is not properly percent-encoded.':
    'Este valor no está bien codificado con porcentajes.',
  'The upload was cut off before its end.': 'La subida se cortó antes de terminar.',
  'Keep the message to {messageBodyLimit} characters.':
    'Limita el mensaje a {messageBodyLimit} caracteres.',
  'The form has too many fields.': 'El formulario tiene demasiados campos.',
  'The page cursor is not valid.': 'El cursor de página no es válido.',
  // KYC
  'KYC document not found.': 'No se encontró el documento KYC.',
  'This document was already {status}: only a pending document can be decided.':
    'Este documento ya está en estado {status}: solo se puede decidir sobre un documento pendiente.',
  'Send the files as multipart/form-data under {files}.':
    'Envía los archivos como multipart/form-data en {files}.',
  'Choose a document category from the list.': 'Elige una categoría de documento de la lista.',
  'The upload is not valid.': 'La subida no es válida.',
  'A document of this category is already pending or approved.':
    'Ya hay un documento de esta categoría pendiente o aprobado.',
  'An approved document cannot be deleted.': 'No se puede eliminar un documento aprobado.',
  // Mail
  'Conversation not found.': 'No se encontró la conversación.',
  'Message not found.': 'No se encontró el mensaje.',
  'Write to support, your sponsor or a member of your downline.':
    'Escribe a soporte, a tu patrocinador o a un miembro de tu línea descendente.',
  'You have no sponsor to write to.': 'No tienes patrocinador al que escribir.',
  'Choose a member of your downline.': 'Elige un miembro de tu línea descendente.',
  'You can only write to members of your own downline.':
    'Solo puedes escribir a miembros de tu propia línea descendente.',
  'The message is not valid.': 'El mensaje no es válido.',
  'This member has closed their account and cannot be answered.':
    'Este miembro cerró su cuenta y no se le puede responder.',
  'Write a subject.': 'Escribe un asunto.',
  'The subject must fit on one line.': 'El asunto debe caber en una línea.',
  'Keep the subject to {subjectLimit} characters.': 'Limita el asunto a {subjectLimit} caracteres.',
  'Write a message.': 'Escribe un mensaje.',
  'No such member in your downline.': 'No hay ningún miembro así en tu línea descendente.',
  // Orders and upgrades
  'Order not found.': 'No se encontró el pedido.',
  'You have no package to upgrade yet: buy one first.':
    'Todavía no tienes un paquete que mejorar: compra uno primero.',
  'An upgrade needs a package dearer than the one you hold.':
    'Una mejora necesita un paquete más caro que el que tienes.',
  'The upgrade costs {minorToDecimal}, more than your wallet balance of {minorToDecimal}.':
    'La mejora cuesta {minorToDecimal}, más que el saldo de tu billetera de {minorToDecimal}.',
  // Payouts
  'Payout requests are switched off for this company.':
    'Las solicitudes de retiro están desactivadas en esta empresa.',
  'Bank transfer needs your bank details: add them under Account › Bank details.':
    'La transferencia bancaria necesita tus datos bancarios: añádelos en Cuenta › Datos bancarios.',
  'Choose how you want to be paid under Account › Payout method first.':
    'Elige primero cómo quieres cobrar en Cuenta › Método de cobro.',
  'Payouts need an approved identity document. Upload one under KYC; you can request the payout once it is approved.':
    'Los retiros requieren un documento de identidad aprobado. Sube uno en KYC; podrás solicitar el retiro cuando esté aprobado.',
  'A {status} payout cannot become {to}.': 'Un retiro en estado {status} no puede pasar a {to}.',
  'Enter the amount to withdraw.': 'Introduce el importe que quieres retirar.',
  'Enter the amount as a number, for example 25.00.':
    'Introduce el importe como un número, por ejemplo 25.00.',
  'The amount can have at most 2 decimals.': 'El importe puede tener como máximo 2 decimales.',
  'The amount is too large.': 'El importe es demasiado grande.',
  'The amount must be more than zero.': 'El importe debe ser mayor que cero.',
  'The minimum payout is {minorToDecimal}.': 'El retiro mínimo es de {minorToDecimal}.',
  'The maximum payout is {minorToDecimal}.': 'El retiro máximo es de {minorToDecimal}.',
  'The amount must be more than the fee of {minorToDecimal}.':
    'El importe debe ser mayor que la comisión de {minorToDecimal}.',
  'The amount is more than your available balance of {minorToDecimal}.':
    'El importe supera tu saldo disponible de {minorToDecimal}.',
  // Sales
  'Sale not found.': 'No se encontró la venta.',
  'This sale is not confirmed yet: cancel it instead of refunding it.':
    'Esta venta aún no está confirmada: cancélala en lugar de reembolsarla.',
  'This sale is pending.': 'Esta venta está pendiente.',
  'This sale is already confirmed.': 'Esta venta ya está confirmada.',
  'This sale is confirmed: refund it instead of cancelling it.':
    'Esta venta está confirmada: reembólsala en lugar de cancelarla.',
  'This sale was refunded already.': 'Esta venta ya se reembolsó.',
  'This sale is already cancelled.': 'Esta venta ya está cancelada.',
  'Customer not found.': 'No se encontró el cliente.',
  'Only a confirmed sale can be refunded; cancel a pending one.':
    'Solo se puede reembolsar una venta confirmada; cancela una pendiente.',
  'This sale is confirmed and can no longer change.':
    'Esta venta está confirmada y ya no puede cambiar.',
  'The end date is before the start date.': 'La fecha final es anterior a la inicial.',
  'This item is not on sale.': 'Este artículo no está a la venta.',
  // Shared
  'You are not signed in or your session has ended.':
    'No has iniciado sesión o tu sesión ha terminado.',
  'Not found.': 'No se encontró.',
  'This account is blocked. Contact support to restore access.':
    'Esta cuenta está bloqueada. Contacta con soporte para recuperar el acceso.',
  'A custom range needs a start or an end date.':
    'Un rango personalizado necesita una fecha inicial o final.',
  'Use a real date as yyyy-MM-dd.': 'Usa una fecha real con el formato aaaa-MM-dd.',
  'The end date must not be before the start date.':
    'La fecha final no puede ser anterior a la inicial.',
  'Choose at most {maxDays} days.': 'Elige como máximo {maxDays} días.',
  'Attach at least one file.': 'Adjunta al menos un archivo.',
  'Attach at most {maxFiles} files.': 'Adjunta como máximo {maxFiles} archivos.',
  'Each file must be at most {value} MB.': 'Cada archivo debe ocupar como máximo {value} MB.',
  'Only PNG, JPEG and PDF files are accepted.': 'Solo se aceptan archivos PNG, JPEG y PDF.',
  // Signup
  'This signup has expired or is already complete. Please sign up again.':
    'Este registro ha caducado o ya está completo. Vuelve a registrarte.',
  'This signup is already confirmed.': 'Este registro ya está confirmado.',
  'Enter the second code too.': 'Introduce también el segundo código.',
  'The payment has not been completed.': 'El pago no se ha completado.',
  'No such payment.': 'No existe ese pago.',
  'Confirm your code first.': 'Confirma primero tu código.',
  'Placement is not used in the unilevel plan.': 'La colocación no se usa en el plan uninivel.',
  'Position is used only in the binary plan, not in {plan}.':
    'La posición solo se usa en el plan binario, no en {plan}.',
  'Choose the country code of the mobile number.': 'Elige el código de país del número de móvil.',
  'Enter the mobile number.': 'Introduce el número de móvil.',
  'No member with this username can sponsor you.':
    'Ningún miembro con este usuario puede patrocinarte.',
  "The placement member must be in the sponsor's downline.":
    'El miembro de colocación debe estar en la línea descendente del patrocinador.',
  'The email is required.': 'El correo electrónico es obligatorio.',
  'The mobile number is required.': 'El número de móvil es obligatorio.',
  'That mobile number is already registered.': 'Ese número de móvil ya está registrado.',
  'Choose a region.': 'Elige una región.',
  'Signing up is closed.': 'El registro está cerrado.',
  // Support
  'Give the answer a title.': 'Ponle un título a la respuesta.',
  'Write the answer.': 'Escribe la respuesta.',
  'The desk keeps at most {cannedAnswersPerLanguage} canned answers in a language: remove one first.':
    'El panel guarda como máximo {cannedAnswersPerLanguage} respuestas predefinidas por idioma: elimina una primero.',
  'Canned answer not found.': 'No se encontró la respuesta predefinida.',
  'Ticket not found.': 'No se encontró el ticket.',
  'This ticket is closed: the member can open a new one.':
    'Este ticket está cerrado: el miembro puede abrir uno nuevo.',
  'This ticket is closed and can no longer be assigned.':
    'Este ticket está cerrado y ya no se puede asignar.',
  'Only an open, in-progress or waiting ticket can be resolved.':
    'Solo se puede resolver un ticket abierto, en curso o en espera.',
  'This ticket is already closed.': 'Este ticket ya está cerrado.',
  'Choose an operator who works at the support desk.':
    'Elige un operador que trabaje en el panel de soporte.',
  'The ticket is not valid.': 'El ticket no es válido.',
  'Choose a category from the list.': 'Elige una categoría de la lista.',
  'Choose a priority from the list.': 'Elige una prioridad de la lista.',
  'This ticket is resolved: reopen it to write again.':
    'Este ticket está resuelto: reábrelo para volver a escribir.',
  'This ticket is closed. Open a new one.': 'Este ticket está cerrado. Abre uno nuevo.',
  'Only a resolved ticket can be reopened.': 'Solo se puede reabrir un ticket resuelto.',
  // The contract's field messages
  'A key is lower-case letters, digits and underscores.':
    'Una clave se compone de letras minúsculas, dígitos y guiones bajos.',
  'Enter your {label}.': 'Introduce tu {label}.',
  'Use at most {max} characters.': 'Usa como máximo {max} caracteres.',
  'Enter your date of birth.': 'Introduce tu fecha de nacimiento.',
  'Choose female, male or other, or leave it empty.':
    'Elige femenino, masculino u otro, o déjalo vacío.',
  'Choose a country.': 'Elige un país.',
  'Use at most 64 characters.': 'Usa como máximo 64 caracteres.',
  'Enter the account number or IBAN.': 'Introduce el número de cuenta o el IBAN.',
  'Choose how you want to be paid.': 'Elige cómo quieres cobrar.',
  'The password is too long.': 'La contraseña es demasiado larga.',
  'Enter your password.': 'Introduce tu contraseña.',
  'Confirm the new password.': 'Confirma la nueva contraseña.',
  'Confirm the wallet password.': 'Confirma la contraseña de la billetera.',
  'Choose a language, a currency or a date format.':
    'Elige un idioma, una moneda o un formato de fecha.',
  'Choose one of: {join}.': 'Elige uno de estos: {join}.',
  'Send the events to change.': 'Envía los eventos que quieres cambiar.',
  'The password is required.': 'La contraseña es obligatoria.',
  'The username is required.': 'El usuario es obligatorio.',
  'Enter a valid email address.': 'Introduce un correo electrónico válido.',
  'Enter a valid mobile number.': 'Introduce un número de móvil válido.',
  'Enter a valid country code.': 'Introduce un código de país válido.',
  'Enter the 6-digit code.': 'Introduce el código de 6 dígitos.',
  'The SSO token is required.': 'El token SSO es obligatorio.',
  'Choose an item from the list.': 'Elige un elemento de la lista.',
  'Ask for changes only of the whole subtree, not of a window.':
    'Pide los cambios solo de toda la red, no de una ventana.',
  'Use the version an earlier stream’s metadata gave.':
    'Usa la versión que dieron los metadatos de una transmisión anterior.',
  'Use a real date from {firstDay} to {lastDay}, written yyyy-MM-dd.':
    'Usa una fecha real entre {firstDay} y {lastDay}, con el formato aaaa-MM-dd.',
  'Enter a valid e-mail address.': 'Introduce un correo electrónico válido.',
  'Enter a valid phone number.': 'Introduce un número de teléfono válido.',
  'Search with at most 100 characters.': 'Busca con 100 caracteres como máximo.',
  'Sort must be asc or desc.': 'El orden debe ser asc o desc.',
  'Choose a two-letter language code.': 'Elige un código de idioma de dos letras.',
  'Choose upcoming or past events.': 'Elige eventos próximos o pasados.',
  'Choose opened or completed.': 'Elige abiertas o completadas.',
  'Use a real date like 2026-11-24.': 'Usa una fecha real como 2026-11-24.',
  'Choose a status from the list.': 'Elige un estado de la lista.',
  'Use at most 100 characters.': 'Usa como máximo 100 caracteres.',
  'Enter the lead’s name.': 'Introduce el nombre del prospecto.',
  'Choose where the lead came from.': 'Elige de dónde viene el prospecto.',
  'Choose what the lead is interested in.': 'Elige qué le interesa al prospecto.',
  'Move the lead to new, contacted, interested or lost; enrolment comes from a signup.':
    'Pasa el prospecto a nuevo, contactado, interesado o perdido; la inscripción llega con un registro.',
  'Choose a call, a message, a meeting or a note.':
    'Elige una llamada, un mensaje, una reunión o una nota.',
  'Use at most 2000 characters.': 'Usa como máximo 2000 caracteres.',
  'Write what happened.': 'Escribe qué pasó.',
  'Choose draft, published or withdrawn.': 'Elige borrador, publicado o retirado.',
  'Use an http or https link, or a path on this server starting with /.':
    'Usa un enlace http o https, o una ruta de este servidor que empiece por /.',
  'Use a link of at most 2000 characters.': 'Usa un enlace de 2000 caracteres como máximo.',
  'Enter a link.': 'Introduce un enlace.',
  'Use a title of at most 200 characters.': 'Usa un título de 200 caracteres como máximo.',
  'Enter a title.': 'Introduce un título.',
  'Use a description of at most 500 characters.':
    'Usa una descripción de 500 caracteres como máximo.',
  'Use a body of at most 200000 characters.': 'Usa un cuerpo de 200000 caracteres como máximo.',
  'Enter a date and time (ISO 8601, e.g. 2026-12-01T18:00:00Z).':
    'Introduce una fecha y hora (ISO 8601, p. ej. 2026-12-01T18:00:00Z).',
  'Enter a date and time.': 'Introduce una fecha y hora.',
  'Choose draft or published.': 'Elige borrador o publicado.',
  'Choose article or video.': 'Elige artículo o video.',
  'Use a description of at most 5000 characters.':
    'Usa una descripción de 5000 caracteres como máximo.',
  'Use a place of at most 200 characters.': 'Usa un lugar de 200 caracteres como máximo.',
  'Use a tag of at most 40 characters.': 'Usa una etiqueta de 40 caracteres como máximo.',
  'Choose a course.': 'Elige un curso.',
  'Choose article, video or PDF.': 'Elige artículo, video o PDF.',
  'Enter a whole number from 0 to 10000.': 'Introduce un número entero de 0 a 10000.',
  'Use 2 to 60 lowercase letters, digits and dashes.':
    'Usa de 2 a 60 letras minúsculas, dígitos y guiones.',
  'Choose article, video, learning or event.': 'Elige artículo, video, formación o evento.',
  'Choose pending, approved, rejected or all.': 'Elige pendiente, aprobado, rechazado o todos.',
  'Give the reason in {min} to {max} characters; the member reads it.':
    'Da el motivo en {min} a {max} caracteres; el miembro lo leerá.',
  'Keep the reason under {max} characters.': 'Limita el motivo a menos de {max} caracteres.',
  'Say why, in at least {min} characters.': 'Explica el motivo en al menos {min} caracteres.',
  'Say why.': 'Explica el motivo.',
  'Choose credit or debit.': 'Elige abono o cargo.',
  'Enter an amount like 25.00.': 'Introduce un importe como 25.00.',
  'Enter the amount.': 'Introduce el importe.',
  'Status must be pending, awaiting_second_approval, approved, paid or rejected.':
    'El estado debe ser pending, awaiting_second_approval, approved, paid o rejected.',
  'The batch must be a batch number.': 'El lote debe ser un número de lote.',
  'Give the reason the member will read.': 'Da el motivo que leerá el miembro.',
  'A payout is listed twice.': 'Un retiro aparece dos veces.',
  'A batch holds at most 500 payouts.': 'Un lote admite como máximo 500 retiros.',
  'Choose at least one approved payout.': 'Elige al menos un retiro aprobado.',
  'Each payout must be a payout number.': 'Cada retiro debe ser un número de retiro.',
  'Choose the payouts to pay.': 'Elige los retiros que quieres pagar.',
  'The reference may not start or end with / nor hold //.':
    'La referencia no puede empezar ni terminar con / ni contener //.',
  "Use letters, digits, spaces and / - ? : ( ) . , ' + only (SEPA's character set).":
    "Usa solo letras, dígitos, espacios y / - ? : ( ) . , ' + (el juego de caracteres de SEPA).",
  'The reference has at most 35 characters (the SEPA message id).':
    'La referencia tiene como máximo 35 caracteres (el id del mensaje SEPA).',
  'Give the batch a reference.': 'Ponle una referencia al lote.',
  'Choose a sale status from the list.': 'Elige un estado de venta de la lista.',
  'The member can be at most 50 characters.': 'El miembro puede tener como máximo 50 caracteres.',
  'A reason can be at most {max} characters.':
    'Un motivo puede tener como máximo {max} caracteres.',
  'Say why, in a few words.': 'Explica el motivo en pocas palabras.',
  'Choose a setting.': 'Elige un ajuste.',
  'Enter a date and time (ISO 8601, e.g. 2026-12-01T00:00:00Z).':
    'Introduce una fecha y hora (ISO 8601, p. ej. 2026-12-01T00:00:00Z).',
  'Enter the date and time the change takes effect.':
    'Introduce la fecha y hora en que el cambio entra en vigor.',
  'Choose a ticket status from the list.': 'Elige un estado de ticket de la lista.',
  'Choose me, nobody or an operator.': 'Elige yo, nadie o un operador.',
  'An answer can be at most {deskReplyLimit} characters.':
    'Una respuesta puede tener como máximo {deskReplyLimit} caracteres.',
  'Choose an operator, or nobody.': 'Elige un operador, o nadie.',
  'Choose English or Spanish.': 'Elige inglés o español.',
  'A title can be at most {cannedTitleLimit} characters.':
    'Un título puede tener como máximo {cannedTitleLimit} caracteres.',
  'A bonus type is lower-case letters, digits and underscores.':
    'Un tipo de bono se compone de letras minúsculas, dígitos y guiones bajos.',
  'Choose a package from the list.': 'Elige un paquete de la lista.',
  'The category must be all, direct, left or right.':
    'La categoría debe ser all, direct, left o right.',
  'Payout status must be pending, approved, paid or rejected.':
    'El estado del retiro debe ser pending, approved, paid o rejected.',
  'Choose a valid {label}.': 'Elige un valor válido en «{label}».',
  'The name is too long.': 'El nombre es demasiado largo.',
  'Enter your name.': 'Introduce tu nombre.',
  'The platform must be {demoPlatform}.': 'La plataforma debe ser {demoPlatform}.',
  'Enter the customer’s name.': 'Introduce el nombre del cliente.',
  'Choose a package or a product.': 'Elige un paquete o un producto.',
  'Choose an item from the catalogue.': 'Elige un artículo del catálogo.',
  'The quantity is at most {maxSaleQuantity}.': 'La cantidad es como máximo {maxSaleQuantity}.',
  'The quantity is at least 1.': 'La cantidad es como mínimo 1.',
  'The quantity is a whole number.': 'La cantidad es un número entero.',
  'Enter a quantity.': 'Introduce una cantidad.',
  'Prices and volumes come from the catalogue: send only type, id and quantity.':
    'Los precios y volúmenes vienen del catálogo: envía solo el tipo, el id y la cantidad.',
  'A sale has at most {maxSaleLines} lines.': 'Una venta tiene como máximo {maxSaleLines} líneas.',
  'Add at least one item.': 'Añade al menos un artículo.',
  'Choose a customer or add a new one.': 'Elige un cliente o añade uno nuevo.',
  'Choose an existing customer or add a new one, not both.':
    'Elige un cliente existente o añade uno nuevo, no ambas cosas.',
  'Choose how the customer pays.': 'Elige cómo paga el cliente.',
  'Choose the left or the right leg.': 'Elige la pierna izquierda o la derecha.',
  'Use 3 to 30 letters, digits, dots, dashes or underscores.':
    'Usa de 3 a 30 letras, dígitos, puntos, guiones o guiones bajos.',
  'Enter a name, username or email to search for.':
    'Introduce un nombre, usuario o correo electrónico que buscar.',

  // E-mails: composed in English like every message, sent in the recipient's language.
  '{name}: a change to your {what}': '{name}: un cambio en {what}',
  'The bank account your payouts go to is now {bankName}, {accountNumberMasked}.':
    'La cuenta bancaria a la que van tus retiros ahora es {bankName}, {accountNumberMasked}.',
  'Your payouts now go to the PayPal account {maskEmail}.':
    'Tus retiros ahora van a la cuenta de PayPal {maskEmail}.',
  'Your payouts now go by bank transfer to {bankName}, {accountNumberMasked}.':
    'Tus retiros ahora van por transferencia bancaria a {bankName}, {accountNumberMasked}.',
  'The email address of your account was changed to {maskEmail}.':
    'El correo electrónico de tu cuenta se cambió a {maskEmail}.',
  'The phone number of your account was changed to {maskPhone}.':
    'El número de teléfono de tu cuenta se cambió a {maskPhone}.',
  'If you did not do this, change your password and contact support at once.':
    'Si no fuiste tú, cambia tu contraseña y contacta con soporte de inmediato.',
  'If you did not do this, contact support at once.':
    'Si no fuiste tú, contacta con soporte de inmediato.',
  'New message: {subject}': 'Mensaje nuevo: {subject}',
  '{name} wrote to you. Sign in to read and answer it.':
    '{name} te escribió. Inicia sesión para leerlo y responder.',
  '{fullName} joined your team': '{fullName} se unió a tu equipo',
  '{fullName} ({username}) signed up with you as their sponsor.':
    '{fullName} ({username}) se registró contigo como patrocinador.',
  'Payout #{id} was approved': 'Tu retiro n.º {id} se aprobó',
  'Payout #{id} was paid': 'Tu retiro n.º {id} se pagó',
  'Payout #{id} was rejected': 'Tu retiro n.º {id} se rechazó',
  '{notice}. Amount: {amount}.': '{notice}. Importe: {amount}.',
  // Web push subscriptions (decision 046).
  'The endpoint must be an https URL of a push service.':
    'El endpoint debe ser una URL https de un servicio de notificaciones push.',
  'The endpoint is not a known push service.':
    'El endpoint no es de un servicio de notificaciones push conocido.',
  'Push subscription not found.': 'No se encontró la suscripción a notificaciones push.',
  'The {what} key must be base64url.': 'La clave {what} debe estar en base64url.',
  'The {what} key must be {bytes} bytes in base64url.':
    'La clave {what} debe tener {bytes} bytes en base64url.',
  'Send the {what} key.': 'Envía la clave {what}.',
  'The endpoint is longer than {maxPushEndpointLength} characters.':
    'El endpoint tiene más de {maxPushEndpointLength} caracteres.',
  'Send the push endpoint.': 'Envía el endpoint de notificaciones push.',
  'The p256dh key must be an uncompressed P-256 point.':
    'La clave p256dh debe ser un punto P-256 sin comprimir.',
  'Send the keys p256dh and auth.': 'Envía las claves p256dh y auth.',
  // In-app notices and their pushes (the member's language at the time they are written).
  'Rank achieved: {rank}': 'Rango alcanzado: {rank}',
  'Congratulations! Your rank bonus is in your wallet.':
    '¡Felicidades! Tu bono de rango está en tu billetera.',
  'Sale recorded': 'Venta registrada',
  'Order completed': 'Pedido completado',
  '{username} signed up with you as their sponsor.':
    '{username} se registró contigo como patrocinador.',
  'Payout #{id} is pending approval': 'Tu retiro n.º {id} está pendiente de aprobación',
  'Amount: {amount}': 'Importe: {amount}',
  'Amount: {amount}. Reason: {note}': 'Importe: {amount}. Motivo: {note}',
  '{notice}. Amount: {amount}. Reason: {note}': '{notice}. Importe: {amount}. Motivo: {note}',
  // Team broadcasts (decision 053)
  'Enter a level from 1 to 1000.': 'Escribe un nivel del 1 al 1000.',
  'Enter a volume of 0 or more.': 'Escribe un volumen de 0 o más.',
  'Enter a smaller volume.': 'Escribe un volumen menor.',
  'Choose a rank from the list.': 'Elige un rango de la lista.',
  'Choose pv or tv.': 'Elige pv o tv.',
  'The last level must not come before the first.':
    'El último nivel no puede ir antes del primero.',
  'Choose active or inactive members, not both.': 'Elige miembros activos o inactivos, no ambos.',
  'The last join date must not come before the first.':
    'La última fecha de ingreso no puede ir antes de la primera.',
  'The highest volume must not be below the lowest.':
    'El volumen más alto no puede ser menor que el más bajo.',
  'Write a shorter subject.': 'Escribe un asunto más corto.',
  'Write a shorter message.': 'Escribe un mensaje más corto.',
  'Your company does not allow team broadcasts.': 'Tu empresa no permite mensajes al equipo.',
  "You have sent today's {perDay} team broadcasts. You can send again tomorrow (UTC).":
    'Ya enviaste hoy tus {perDay} mensajes al equipo. Podrás enviar de nuevo mañana (UTC).',
  'No member of your downline is in this segment.':
    'Ningún miembro de tu red descendente está en este segmento.',
};

/**
 * Words the English puts into a template as a parameter (a field's name, a wait), so the
 * Spanish sentence around them does not hold English: `Enter your {label}.` with "city".
 */
export const spanishWords: Readonly<Record<string, string>> = {
  'first name': 'nombre',
  address: 'dirección',
  city: 'ciudad',
  postcode: 'código postal',
  'account holder name': 'nombre del titular de la cuenta',
  'bank name': 'nombre del banco',
  country: 'país',
  industry: 'sector',
  'compensation plan': 'plan de compensación',
  '1 minute': '1 minuto',
  Support: 'Soporte',
  'bank details': 'tus datos bancarios',
  'payout method': 'tu método de cobro',
  'email address': 'tu correo electrónico',
  'phone number': 'tu número de teléfono',
};

/** Parameter values with a number in them: "5 minutes", "40 seconds". */
export const spanishWordPatterns: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(\d+) minutes$/, '$1 minutos'],
  [/^(\d+) seconds$/, '$1 segundos'],
];
