import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'nursing-student',
  slug: 'nursing-student',
  label: 'Nursing student',
  description:
    'Practise a free nursing interview: five questions on patient safety, SBAR handover, medication errors and difficult families, with a report in your browser.',
  questions: [
    {
      text: 'During a placement shift, your patient’s observations show a rising respiratory rate and falling blood pressure. What do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['NEWS2', 'escalate', 'ABCDE', 'SBAR', 'observations'],
    },
    {
      text: 'Give me an example of a handover you gave using SBAR. What makes a handover safe?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['SBAR', 'situation', 'background', 'assessment', 'recommendation'],
    },
    {
      text: 'You realise you gave a medication an hour late, or you think a dose may have been wrong. What would you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['patient safety', 'inform', 'incident report', 'duty of candour', 'monitor'],
    },
    {
      text: 'How do you prevent the spread of infection on a ward? Talk me through the basics you practise every shift.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['hand hygiene', 'PPE', 'five moments', 'isolation', 'aseptic technique'],
    },
    {
      text: 'What are the checks you carry out before giving any medication to a patient?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['right patient', 'right drug', 'right dose', 'allergies', 'prescription'],
    },
    {
      text: 'Tell me about a time on placement when you cared for a patient who was frightened or distressed.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['reassurance', 'communication', 'dignity', 'listened', 'respect'],
    },
    {
      text: 'Describe a time you made a mistake or near miss on placement. What did you learn?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['honesty', 'reported', 'supervisor', 'reflection', 'learning'],
    },
    {
      text: 'Tell me about a time you worked well as part of a multidisciplinary team.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['multidisciplinary', 'communication', 'role', 'patient outcome', 'respect'],
    },
    {
      text: 'A patient’s family member is angry that their mother has been waiting for pain relief. How would you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['listen', 'empathy', 'explain', 'escalate', 'follow up'],
    },
    {
      text: 'You see a qualified nurse skipping hand hygiene between patients. What would you do as a student?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['speak up', 'patient safety', 'mentor', 'raising concerns', 'professional'],
    },
    {
      text: 'You have four patients who all need something at the same time. How do you prioritise?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['ABCDE', 'urgency', 'delegate', 'ask for help', 'safety'],
    },
    {
      text: 'A patient refuses a treatment the doctor has prescribed. How do you respond?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['consent', 'capacity', 'autonomy', 'document', 'inform the team'],
    },
    {
      text: 'What does the professional code of conduct for nurses mean to you in practice?',
      category: 'Industry-Specific',
      kind: 'view',
      terms: ['NMC Code', 'accountability', 'confidentiality', 'dignity', 'scope of practice'],
    },
    {
      text: 'Why do you want to be a nurse, and why this specialty or trust?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['compassion', 'values', 'placement', 'patients', 'motivation'],
    },
    {
      text: 'Nursing can be physically and emotionally demanding. How do you look after your own wellbeing?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['resilience', 'support', 'reflection', 'clinical supervision', 'self-care'],
    },
    {
      text: 'Where do you see your nursing career in five years, and how will you keep developing?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['preceptorship', 'specialty', 'CPD', 'revalidation', 'goals'],
    },
  ],
} satisfies QuestionBankInput
